/** Open to offers for staff: the whole pool (who each clinician is, for a contingency search), and each employer's requests and answers. */
import { useCallback, useState } from 'react';
import { useConsoleRead } from '~/components/console/use-console-read';
import type { StaffView, StaffViewProps } from '~/components/console/console-call';
import { SelectField } from '~/components/ui/SelectField';
import { card } from '~/components/ui/styles';
import type { PayUnit } from '~/domain/pay';
import { ROLE_SHORT_LABELS } from '~/domain/job-role';
import { TALENT_ROLES, payFloorText, type TalentRole } from './talent-options';

export const staffView: StaffView = { id: 'talent', label: 'Open to offers', order: 55 };

interface Answer {
  pool: {
    ref: string;
    email: string;
    name: string | null;
    phone: string | null;
    role: TalentRole;
    licenceStates: string[];
    place: string | null;
    remote: boolean;
    payFloor: number;
    payUnit: PayUnit;
    paused: boolean;
  }[];
  stats: { employerId: string; employer: string; sent: number; answered: number; accepted: number; medianHours: number | null }[];
}

export default function TalentView({ call }: StaffViewProps) {
  const [role, setRole] = useState('');
  const [listed] = useConsoleRead(useCallback(() => call<Answer>(`talent${role ? `?role=${role}` : ''}`), [call, role]));
  return (
    <div className="space-y-6">
      <section className={`${card} p-4`} aria-labelledby="talent-stats">
        <h2 id="talent-stats" className="font-bold">
          Interview requests by employer
        </h2>
        {!listed ? (
          <p>Loading…</p>
        ) : listed.stats.length === 0 ? (
          <p className="text-slate-700">No requests yet.</p>
        ) : (
          // Wider than a phone: it scrolls sideways, so a keyboard can reach it too.
          <div className="overflow-x-auto" tabIndex={0}>
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="py-1 pr-3">Employer</th>
                  <th className="py-1 pr-3">Sent</th>
                  <th className="py-1 pr-3">Answered</th>
                  <th className="py-1 pr-3">Accepted</th>
                  <th className="py-1 pr-3">Median time to an answer</th>
                </tr>
              </thead>
              <tbody>
                {listed.stats.map((s) => (
                  <tr key={s.employerId} className="border-t border-slate-200" data-talent-stats={s.employerId}>
                    <td className="py-1 pr-3">{s.employer}</td>
                    <td className="py-1 pr-3">{s.sent}</td>
                    <td className="py-1 pr-3">{s.answered}</td>
                    <td className="py-1 pr-3">{s.accepted}</td>
                    <td className="py-1 pr-3">{s.medianHours === null ? '—' : `${s.medianHours} h`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={`${card} space-y-3 p-4`} aria-labelledby="talent-pool-staff">
        <h2 id="talent-pool-staff" className="font-bold">
          Clinicians open to offers
        </h2>
        <div className="max-w-xs">
          <SelectField
            id="staff-talent-role"
            text="Role"
            value={role}
            onChange={(e) => setRole(e.target.value)}
            options={[['', 'Any'], ...TALENT_ROLES.map((r) => [r, ROLE_SHORT_LABELS[r]] as const)]}
          />
        </div>
        <ul className="divide-y divide-slate-200">
          {listed?.pool.map((p) => (
            <li key={p.ref} className="py-2 text-sm">
              <span className="font-semibold">{p.name ?? '(no name)'}</span> · {p.email}
              {p.phone ? ` · ${p.phone}` : ''} · {ROLE_SHORT_LABELS[p.role]} · {p.licenceStates.join(', ')} · {p.place ?? ''}
              {p.remote ? ' (remote)' : ''} · {payFloorText(p.payFloor, p.payUnit)}
              {p.paused ? ' · paused' : ''}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
