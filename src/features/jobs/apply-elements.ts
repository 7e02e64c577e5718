/**
 * The job page's apply controls come alive here (the markup is JobArticle.tsx): the card and the phone bar
 * close when the job expired after the build, say "Applied on …" when this device applied, and the page's
 * "no longer accepting applications" notice shows when the card closes. Clicks are answered by the page's
 * head script (ApplyEarly.astro), from the first tap.
 */
import { isExpiredAt } from '~/domain/job-rules';
import { appliedAny } from '~/features/applications/applied-key';

/** Dispatched when the job turns out to have expired since the build; the page's notices listen. */
const JOB_CLOSED = 'job:closed';

/** Defined first: the card may close as soon as it is defined. */
class ExpiredNotice extends HTMLElement {
  connectedCallback() {
    document.addEventListener(JOB_CLOSED, () => this.querySelectorAll<HTMLElement>('[hidden]').forEach((el) => (el.hidden = false)));
  }
}

class ApplyCard extends HTMLElement {
  connectedCallback() {
    const card = this.querySelector<HTMLElement>('[data-apply-card]');
    if (!card) return;
    if (isExpiredAt(card.dataset.expiresAt, Date.now())) {
      card.querySelector<HTMLElement>('[data-open]')!.hidden = true;
      card.querySelector<HTMLElement>('[data-closed]')!.hidden = false;
      this.dispatchEvent(new CustomEvent(JOB_CLOSED, { bubbles: true }));
    }
    // Applied from this device: the button says when (a second send is answered with that day, not sent).
    if (appliedAny()) void import('~/features/applications/applied-jobs').then((m) => m.showApplied(this));
  }
}

class ApplyBar extends HTMLElement {
  connectedCallback() {
    if (isExpiredAt(this.dataset.expiresAt, Date.now())) this.hidden = true;
    if (appliedAny()) void import('~/features/applications/applied-jobs').then((m) => m.showApplied(this));
  }
}

customElements.define('expired-notice', ExpiredNotice);
customElements.define('apply-card', ApplyCard);
customElements.define('apply-bar', ApplyBar);
