/**
 * After a change to a job: when it will be on the site, and a link to the job's page. The local host
 * rebuilds itself (asked every few seconds until the build with the change is live); production rebuilds
 * through the deploy workflow; a host that does not rebuild says what to run.
 */
import { useEffect, useState } from 'react';
import type { SiteBuildStatus } from '~/domain/site-build';
import { plural } from '~/lib/plural';
import type { ConsoleCall } from './console-call';

const POLL_MS = 2000;

export default function SiteLive({ call, changedAt, url }: { call: ConsoleCall; changedAt: number; url: string }) {
  const [site, setSite] = useState<SiteBuildStatus | null>(null);
  // The server's clock when it was first asked after the change: included once a build started after it.
  const [since, setSince] = useState<string | null>(null);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let first: string | null = null;
    const ask = async () => {
      const r = await call<{ site: SiteBuildStatus }>('site');
      if (stop || !r.ok) return;
      first ??= r.body.site.now;
      setSince(first);
      setSite(r.body.site);
      const live = r.body.site.liveUntil !== null && r.body.site.liveUntil >= first;
      if (r.body.site.mode === 'local' && !live && r.body.site.state !== 'failed') timer = setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [call, changedAt]);

  if (!site || !since) return null;
  const live = site.liveUntil !== null && site.liveUntil >= since;
  const text =
    site.mode === 'dispatch'
      ? 'The site rebuilds through the deploy workflow after each change (at most one request a minute): this change is usually on the site within 10 minutes.'
      : site.mode === 'manual'
        ? 'This host does not rebuild itself: run npm run build (or restart npm start) to put this change on the site.'
        : live
          ? `On the site now (rebuilt in ${site.lastBuildSeconds ?? '?'} s).`
          : site.state === 'failed'
            ? `The rebuild failed, so the site still shows the previous build: ${site.error ?? 'see the host log'}.`
            : `On the site in about ${plural(site.expectSeconds ?? 30, 'second')}: the site is rebuilding.`;
  return (
    <p className="mt-2 text-sm text-slate-800" role="status" data-testid="site-live">
      {text}{' '}
      <a className="font-semibold text-brand-700 underline" href={url} target="_blank" rel="noopener">
        View on site
      </a>
    </p>
  );
}
