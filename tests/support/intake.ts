/** A posting sent as the job-form provider sends it: signed with the intake secret, to the staff host. */
import { STAFF_INTAKE_SECRET } from '../../playwright.config';
import { signBody } from '../../src/server/http/signature';

/**
 * Posts a full-time outpatient job titled `title` for the legal entity `entity` (its brand: the entity
 * without " LLC"), with `rest` (place, description, pay); the answer's status and, when stored, the job's id.
 */
export async function sendIntake(
  origin: string,
  { title, entity, ...rest }: { title: string; entity: string } & Record<string, unknown>,
): Promise<{ status: number; id?: string }> {
  const job = { job_title: title, employer_name: entity.replace(/ LLC$/, ''), legal_entity: entity, job_type: 'full-time', setting: 'outpatient', ...rest };
  const body = JSON.stringify(job);
  const res = await fetch(`${origin}/api/intake/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': await signBody(STAFF_INTAKE_SECRET, body) },
    body,
  });
  return { status: res.status, ...(res.status === 202 ? { id: ((await res.json()) as { id: string }).id } : {}) };
}
