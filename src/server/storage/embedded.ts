import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hmac, sameSignature } from '~/lib/hmac';
import type { ResumeStorage } from '../ports/storage';

const SAFE_NAME = /^[a-z0-9-]+\.(pdf|docx?)$/;

export function createEmbeddedStorage(
  dir: string,
  secret: string,
  now: () => number = Date.now,
): ResumeStorage & {
  verify(name: string, expires: string, sig: string): Promise<boolean>;
  read(name: string): Promise<Uint8Array | null>;
} {
  return {
    kind: 'embedded',
    async put(name, bytes) {
      if (!SAFE_NAME.test(name)) throw new Error('unsafe file name');
      // Private: the folder 0700, each file 0600 (resumes are personal data).
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
      return name;
    },
    async remove(path) {
      if (!SAFE_NAME.test(path)) return;
      await rm(join(dir, path), { force: true });
    },
    async signedUrl(path, seconds, origin) {
      const expires = Math.floor(now() / 1000) + seconds;
      const sig = await hmac(secret, `${path}:${expires}`);
      return `${origin}/api/resumes/${encodeURIComponent(path)}?expires=${expires}&sig=${sig}`;
    },
    async verify(name, expires, sig) {
      if (!SAFE_NAME.test(name) || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) < Math.floor(now() / 1000)) return false;
      return sameSignature(await hmac(secret, `${name}:${expires}`), sig);
    },
    async read(name) {
      if (!SAFE_NAME.test(name)) return null;
      try {
        return new Uint8Array(await readFile(join(dir, name)));
      } catch {
        return null;
      }
    },
  };
}
