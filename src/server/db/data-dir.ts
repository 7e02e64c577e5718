import { resolve } from 'node:path';

/** Folder of the embedded backend (PGlite database, resumes, .eml outbox), from DATA_DIR (default `.data`). */
export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return resolve(process.cwd(), env.DATA_DIR?.trim() || '.data');
}
