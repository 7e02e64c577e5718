/**
 * What the apply dialog shows after a send, loaded as the visitor submits (it is not needed before): the
 * mail handed to the mail program, with Copy and webmail links for a device that has none, or the
 * confirmation of an application sent through the site. Focus moves to its heading.
 */
import { useEffect, useRef, useState } from 'react';
import { webmailLinks, type ApplicationMail } from './mail-route';
import { appliedLabel } from './applied-jobs';
import { button } from '~/components/ui/styles';

interface Props {
  /** The mail handed to the mail program; null when the application went through the site. */
  mail: ApplicationMail | null;
  /** Sent through the site: to whom (the employer, or "our recruiters"), and the address replies go to. */
  relayed: { employer: string; email: string; already?: string | null } | null;
  product: string;
  partner: boolean;
  close: () => void;
}

const copyButton = 'shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100';

export default function ApplySent({ mail, relayed, product, partner, close }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  // The form is hidden once sent: focus moves to what replaces it.
  useEffect(() => heading.current?.focus(), [mail]);

  async function copy(what: string, text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${what} copied`);
    } catch {
      setCopied(`Select the ${what.toLowerCase()} and copy it`);
    }
  }

  if (!mail && relayed?.already)
    return (
      <section className="space-y-4 p-6" data-apply-relayed>
        <h2 id="apply-sent-title" className="text-xl font-bold" tabIndex={-1} ref={heading}>
          You already applied to this job
        </h2>
        <p>
          {partner ? 'Our recruiters have' : `${relayed.employer} has`} the application you sent from <strong>{relayed.email}</strong> on{' '}
          {appliedLabel(relayed.already).replace(/^Applied on /, '')}, so we did not send it again. Replies come to that address.
        </p>
        <p>
          <a href="/my-applications" className="font-semibold text-brand-700 underline">
            My applications
          </a>{' '}
          shows where it stands.
        </p>
        <button type="button" className={button.primarySmall} onClick={close}>
          Done
        </button>
      </section>
    );
  if (!mail)
    return (
      <section className="space-y-4 p-6" data-apply-relayed>
        <h2 id="apply-sent-title" className="text-xl font-bold" tabIndex={-1} ref={heading}>
          {partner ? 'Message sent to our recruiters' : `Application sent to ${relayed?.employer ?? 'the employer'}`}
        </h2>
        <p>
          {partner ? 'Our recruiters reply' : `${relayed?.employer ?? 'The employer'} replies`} to you at <strong>{relayed?.email}</strong>. {product} emailed
          you a receipt.
        </p>
        <p>
          What happens next: each change of its status (Viewed, Reviewed, Moving forward, Not selected) comes to you by email, and{' '}
          <a href="/my-applications" className="font-semibold text-brand-700 underline">
            My applications
          </a>{' '}
          lists everything you have sent.
        </p>
        <button type="button" className={button.primarySmall} onClick={close}>
          Done
        </button>
      </section>
    );
  const webmail = webmailLinks(mail);
  return (
    <section className="space-y-4 p-6" data-apply-sent>
      <div className="flex items-start justify-between gap-4">
        <h2 id="apply-sent-title" className="text-xl font-bold" tabIndex={-1} ref={heading}>
          Your {partner ? 'message' : 'application'} is ready to send
        </h2>
        <button type="button" className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100" aria-label="Close" onClick={close}>
          ✕
        </button>
      </div>
      <p className="text-sm text-slate-700">
        We opened your email app with it: send it from there. If nothing opened, send it from your own email: copy each part below, or open it in your webmail.
      </p>
      <dl className="space-y-3 text-sm">
        {(
          [
            ['To', 'Address', mail.to],
            ['Subject', 'Subject', mail.subject],
          ] as const
        ).map(([label, what, value]) => (
          <div key={label} className="flex items-center justify-between gap-3 rounded-md bg-slate-50 p-3">
            <div className="min-w-0">
              <dt className="font-semibold text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
            <button type="button" className={copyButton} onClick={() => void copy(what, value)}>
              Copy<span className="sr-only"> {what.toLowerCase()}</span>
            </button>
          </div>
        ))}
        <div className="rounded-md bg-slate-50 p-3">
          <div className="flex items-center justify-between gap-3">
            <dt className="font-semibold text-slate-600">Message</dt>
            <button type="button" className={copyButton} onClick={() => void copy('Message', mail.body)}>
              Copy<span className="sr-only"> message</span>
            </button>
          </div>
          <dd className="mt-2 max-h-40 overflow-y-auto whitespace-pre-wrap break-words text-slate-900" tabIndex={0}>
            {mail.body}
          </dd>
        </div>
      </dl>
      <p className="text-sm font-semibold text-emerald-800" role="status">
        {copied}
      </p>
      <div className="flex flex-wrap gap-3">
        {(
          [
            ['Gmail', webmail.gmail],
            ['Outlook', webmail.outlook],
          ] as const
        ).map(([name, href]) => (
          <a key={name} className={button.primarySmall} href={href} target="_blank" rel="noopener noreferrer">
            Open in {name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ))}
        <button type="button" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100" onClick={close}>
          Done
        </button>
      </div>
    </section>
  );
}
