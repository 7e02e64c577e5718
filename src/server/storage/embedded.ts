import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hmac, sameSignature } from '~/lib/hmac';
import type { ResumeStorage } from './index';

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
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return name;
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
