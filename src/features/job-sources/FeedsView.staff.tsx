/** Feeds: every practice's feeds with their last reports; staff add one for a practice, or turn one off. */
import { useCallback, useMemo, type FormEvent } from 'react';
import { useConsoleRead } from '~/components/console/use-console-read';
import { SelectField } from '~/components/ui/SelectField';
import type { StaffView, StaffViewProps } from '~/components/console/console-call';
import { announce } from '~/components/console/console-state';
import { TextField } from '~/components/console/TextField';
import { button } from '~/components/console/console-ui';
import { card } from '~/components/ui/styles';
import { feedsClient } from './feeds-client';
import type { FeedView } from './job-source-records';
import FeedEntry from './FeedEntry';

export const staffView: StaffView = { id: 'feeds', label: 'Feeds', order: 45 };

export default function FeedsView({ call }: StaffViewProps) {
  const api = useMemo(() => feedsClient(call), [call]);
  const [listed, load] = useConsoleRead(useCallback(() => api.feeds(), [api]));
  const feeds = listed?.feeds ?? null;
  const practices = listed?.practices ?? [];

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const r = await api.addFeed({
      employerId: String(data.get('employerId') ?? ''),
      url: String(data.get('url') ?? ''),
      contact: String(data.get('contact') ?? ''),
    });
    if (!r.ok) return announce(r.message, true);
    form.reset();
    announce('Feed added: it is read in the next hourly pass.');
    void load();
  }

  async function remove(f: FeedView) {
    const r = await api.removeFeed(f.id);
    if (!r.ok) return announce(r.message, true);
    announce(`Feed turned off: ${f.url}.`);
    void load();
  }

  return (
    <div className="space-y-6">
      <form className={`${card} grid gap-3 p-4 sm:grid-cols-2`} onSubmit={(e) => void add(e)} aria-labelledby="add-feed">
        <h2 id="add-feed" className="font-bold sm:col-span-2">
          Add a feed for a practice
        </h2>
        <SelectField id="feed-employer" name="employerId" text="Practice" options={practices.map((p) => [p.id, p.name] as const)} required />
        <TextField id="feed-contact" name="contact" text="Applications by mail go to" type="email" required />
        <div className="sm:col-span-2">
          <TextField id="feed-url" name="url" text="Feed address" type="url" required />
        </div>
        <button type="submit" className={button('primary', 'sm:col-span-2 sm:justify-self-start')}>
          Add the feed
        </button>
      </form>
      {feeds === null ? (
        <p>Loading feeds…</p>
      ) : feeds.length === 0 ? (
        <p>No practice has a feed yet.</p>
      ) : (
        <ul className="space-y-3">
          {feeds.map((f) => (
            <FeedEntry
              key={f.id}
              feed={f}
              className={`${card} space-y-2 p-4`}
              lead={
                <>
                  <strong>{f.employerName}</strong> (mail to {f.contact}) ·{' '}
                </>
              }
              remove={{ className: button('secondary'), act: () => void remove(f) }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
