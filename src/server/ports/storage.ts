/**
 * Resume storage behind one port. Embedded: files in DATA_DIR/resumes with HMAC-signed, expiring
 * download URLs served by GET /api/resumes/{name}. Production: the private Supabase bucket and its
 * signed URLs. Applications carry neither: they carry the site's link (functions/api/resumes/open), which
 * counts the download and forwards to one of these for a few minutes.
 */
export const RESUME_URL_SECONDS = 604_800; // 7 days

export interface ResumeStorage {
  kind: 'embedded' | 'supabase';
  put(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes a stored file (an upload whose record could not be written is not kept). */
  remove(path: string): Promise<void>;
  signedUrl(path: string, seconds: number, origin: string): Promise<string>;
}
