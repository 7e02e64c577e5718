import type { ReactNode } from 'react';
import { card } from '~/components/ui/styles';

/** A titled card of the employer's account: "Your jobs", "Applications", "Claim your practice". */
export function AccountSection({
  id,
  title,
  minor = false,
  spacing = '',
  children,
}: {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** A smaller heading, for a part beside the main ones. */
  minor?: boolean;
  /** Space between its children ("space-y-4"). */
  spacing?: string;
  children: ReactNode;
}) {
  return (
    <section className={`${card} ${spacing} p-5`} aria-labelledby={id}>
      <h2 id={id} className={minor ? 'text-lg font-bold' : 'text-xl font-bold'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
