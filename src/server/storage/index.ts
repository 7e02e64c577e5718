/** Resume storage that opens its adapter on first use (the port: src/server/ports/storage.ts). */
import type { ResumeStorage } from '../ports/storage';

/** A storage that opens its adapter on first use: only the resume functions need one. */
export function lazyStorage(kind: ResumeStorage['kind'], open: () => Promise<ResumeStorage>): ResumeStorage {
  let storage: Promise<ResumeStorage> | undefined;
  const get = () => (storage ??= open());
  return {
    kind,
    put: async (name, bytes, contentType) => (await get()).put(name, bytes, contentType),
    remove: async (path) => (await get()).remove(path),
    signedUrl: async (path, seconds, origin) => (await get()).signedUrl(path, seconds, origin),
  };
}
