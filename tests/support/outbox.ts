/** The embedded outbox the e2e host writes mails to, read by recipient (other tests mail at the same time). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

const outboxDir = () => `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/outbox`;

/** Every mail in the outbox (the e2e host's, or the data folder `dataDir`'s) to this address, oldest file first. */
export async function mailsTo(address: string, dataDir?: string): Promise<ParsedMail[]> {
  const dir = dataDir ? join(dataDir, 'outbox') : outboxDir();
  if (!existsSync(dir)) return [];
  const out: ParsedMail[] = [];
  for (const f of readdirSync(dir).sort()) {
    const raw = readFileSync(join(dir, f));
    // The To header itself (a line of its own), not Reply-To: the employer's mail replies to the applicant.
    if (
      !raw
        .toString('utf8')
        .split(/\r?\n/)
        .some((line) => line === `To: ${address}`)
    )
      continue;
    out.push(await simpleParser(raw));
  }
  return out;
}
