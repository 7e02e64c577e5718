import type { SupabaseClient } from '@supabase/supabase-js';
import type { ResumeStorage } from '../ports/storage';

export function createSupabaseStorage(service: () => SupabaseClient): ResumeStorage {
  return {
    kind: 'supabase',
    async put(name, bytes, contentType) {
      const { error } = await service().storage.from('resumes').upload(name, bytes, { contentType, upsert: false });
      if (error) throw new Error(error.message);
      return name;
    },
    async remove(path) {
      const { error } = await service().storage.from('resumes').remove([path]);
      if (error) throw new Error(error.message);
    },
    async signedUrl(path, seconds) {
      const { data, error } = await service().storage.from('resumes').createSignedUrl(path, seconds);
      if (error || !data) throw new Error(error?.message ?? 'no signed URL');
      return data.signedUrl;
    },
  };
}
