/** A posting sent as the job-form provider sends it: signed with the intake secret, to the staff host. */
import { STAFF_INTAKE_SECRET } from '../../playwright.config';
import { signBody } from '../../src/server/http/signature';

/** Posts `job` to the intake; the answer's status and, when stored, the job's id. */
export async function sendIntake(origin: string, job: Record<string, unknown>): Promise<{ status: number; id?: string }> {
  const body = JSON.stringify(job);
  const res = await fetch(`${origin}/api/intake/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': await signBody(STAFF_INTAKE_SECRET, body) },
    body,
  });
  return { status: res.status, ...(res.status === 202 ? { id: ((await res.json()) as { id: string }).id } : {}) };
}
