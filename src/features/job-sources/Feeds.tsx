/**
 * A practice's feeds in the employer's account: the addresses its jobs are read from every hour (an
 * Indeed-style XML feed, a JSON feed, or a page carrying schema.org JobPosting), each with its last
 * reports; an owner adds one or turns one off.
 */
import { useState, type FormEvent } from 'react';
import { InlineForm } from '~/components/ui/InlineForm';
import { fieldErrors, type FieldErrors } from '~/components/ui/ErrorSummary';
import { button } from '~/components/ui/styles';
import type { SectionActions } from './job-source-records';
import type { FeedView } from './job-source-records';
import FeedEntry from './FeedEntry';

export default function Feeds({
  employerId,
  owner,
  feeds,
  actions: { call, once, busy, say, reload },
}: {
  employerId: string;
  /** Whether the person owns the practice (only owners add and remove). */
  owner: boolean;
  feeds: FeedView[];
  actions: SectionActions;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});

  function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const url = String(data.get('url') ?? '');
    const contact = String(data.get('contact') ?? '').trim();
    void once(async () => {
      const r = await call('feeds', 'POST', { employerId, url, ...(contact ? { contact } : {}) });
      if (!r.ok) return setErrors(fieldErrors(r) ?? { url: r.message });
      setErrors({});
      form.reset();
      say(`Feed added: we read it within the hour. Its jobs are reviewed as any posting is.`);
      await reload();
    });
  }

  function remove(f: FeedView) {
    void once(async () => {
      const r = await call('feeds', 'DELETE', { id: f.id });
      if (!r.ok) return say(r.message, true);
      say(`Feed turned off: ${f.url} is not read again. Its jobs stay until you close them.`);
      await reload();
    });
  }

  return (
    <div>
      <h3 className="font-semibold">Job feeds</h3>
      <p className="text-sm text-slate-700">
        We read your careers feed every hour: new jobs are posted, changed ones updated, and a job gone from two reads in a row is closed.
      </p>
      {feeds.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {feeds.map((f) => (
            <FeedEntry
              key={f.id}
              feed={f}
              className="space-y-1 py-2"
              remove={owner ? { className: button.secondarySmall, disabled: busy, act: () => remove(f) } : undefined}
            />
          ))}
        </ul>
      )}
      {owner && (
        <InlineForm
          onSubmit={add}
          busy={busy}
          submit="Add the feed"
          fields={[
            {
              name: 'url',
              text: 'Add a feed address',
              hint: 'An XML or JSON job feed, or a careers page with JobPosting data',
              type: 'url',
              inputMode: 'url',
              autoComplete: 'off',
              maxLength: 2000,
              required: true,
              error: errors.url,
            },
            {
              name: 'contact',
              text: 'Applications by mail go to (optional)',
              hint: 'When a job names no address; yours if left empty',
              type: 'email',
              autoComplete: 'off',
              error: errors.contact,
            },
          ]}
        />
      )}
    </div>
  );
}
