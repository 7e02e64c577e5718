/** Policy texts. Numbers come from the business facts module so the pages never disagree with it. */
import { site } from '~/config/site';
import { price, pricing, terms } from '~/features/business/facts';
import { formatDate } from '~/domain/job-format';
import { KEEP_APPLICATIONS_DAYS } from '~/domain/application';

/** 'Last Updated' shows the build date (SPEC: "the current date"). */
export const lastUpdated = () => `Last Updated: ${formatDate(new Date())}`;

export const privacySections = [
  {
    heading: 'Information we collect',
    body: [
      `When you use ${site.name} we collect what you give us (your name and email when you subscribe, apply or contact us, and a résumé if you choose to upload one) and basic technical data (pages visited, browser type) needed to run the site.`,
    ],
  },
  {
    heading: 'How we use information',
    body: [
      'We use it to send the emails you ask for, to pass your application to the employer you chose, to answer your messages and to improve the site. Human recruiters, not automated systems, decide which employers to introduce you to.',
      `When you send an application through ${site.name} (its "Send application" button), we keep your application (name, email, message and résumé link) to pass it to the employer without showing you their address, to send you a receipt and to show you its status. The employer sees your email address and replies to you directly.`,
    ],
  },
  {
    heading: 'Saved jobs and cookies',
    body: ['Saved jobs are kept in a cookie in your own browser for 30 days. We do not use advertising cookies or cross-site trackers.'],
  },
  {
    heading: 'How we share information',
    body: [
      'We share your details with an employer only when you apply to them or agree to an introduction. We use service providers for hosting, storage and email delivery, under contracts that limit their use of your data. We do not sell personal information.',
    ],
  },
  {
    heading: 'Résumés',
    body: [
      `Résumés are stored in private storage. A download link is created for the employer you apply to and expires after 7 days. We count how often a résumé link is opened (a number per job and day, with nothing about who opened it) and, for an application sent through ${site.name}, show you that the employer opened it.`,
    ],
  },
  {
    heading: 'Data retention',
    body: [
      `We keep subscription data until you unsubscribe, and messages for as long as needed to answer them and meet legal duties. Applications sent through ${site.name} and their résumés are deleted ${KEEP_APPLICATIONS_DAYS} days after the job closes, or sooner when you ask us to delete your data (a California privacy request covers them).`,
    ],
  },
  {
    heading: 'Security',
    body: ['Data is encrypted in transit, access is limited to staff who need it, and contact details on job listings are shown only to signed-in users.'],
  },
  {
    heading: 'Your choices and rights',
    body: [
      `Every weekly email has a one-click unsubscribe link. You may ask to see, correct or delete your data by writing to ${site.staffEmail}. California residents have additional rights described on our California privacy rights page.`,
    ],
  },
  { heading: 'Contact', body: [`Questions about this policy: ${site.staffEmail}. We reply within ${terms.responseHours} hours.`] },
];

export const termsSections = [
  { heading: 'Acceptance of terms', body: [`By using ${site.name} you agree to these terms. If you do not agree, please do not use the site.`] },
  {
    heading: 'Our services',
    body: [
      'We operate a job board for physical therapy roles and provide recruiting services to employers. Candidates use the board and our recruiters free of charge.',
    ],
  },
  { heading: 'Accounts and eligibility', body: ['You must be at least 18 to use the site. Information you give us must be accurate.'] },
  {
    heading: 'Employer obligations',
    body: ['Employers must be licensed physical therapy providers, post only real, current openings, and follow our Job Posting Policies.'],
  },
  {
    heading: 'Fees and payment',
    body: [
      `Job postings are billed at the founder rate of ${price(pricing.jobBoard.founderRatePerMonth)} per month per posting, ${pricing.jobBoard.billedMonths} months at a time. Recruiting services are billed as agreed in writing.`,
    ],
  },
  {
    heading: 'Cancellations and refunds',
    body: [`A purchased posting cancelled before it goes live is refunded ${terms.refundBeforeGoLivePercent}%. Once a posting is live it cannot be refunded.`],
  },
  { heading: 'Candidate conduct', body: ['Applications must be truthful. Do not use the site to send spam or to collect other users’ information.'] },
  {
    heading: 'Intellectual property',
    body: [`The site, its design and content belong to ${site.name}. Employers keep rights to their postings and grant us a license to display them.`],
  },
  {
    heading: 'Third-party links',
    body: ['The site links to external forms, scheduling and documents. We are not responsible for their content or practices.'],
  },
  { heading: 'Disclaimers', body: ['We verify employers but do not guarantee any job, hire or outcome. The site is provided as is.'] },
  {
    heading: 'Limitation of liability',
    body: [
      `To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the ${terms.liabilityCapMonths} months before the claim.`,
    ],
  },
  {
    heading: 'Changes and governing law',
    body: ['We may update these terms and will show the date of the latest change above. Continued use after a change means you accept it.'],
  },
];

export const postingRules = [
  {
    heading: 'Eligibility',
    body: [
      'Only licensed physical therapy providers may post. Every employer is verified before its first post goes live, and the Verified Employer badge is free during the founder period.',
    ],
  },
  {
    heading: 'One role, one location, one brand',
    body: ['Each post must be a distinct role or location. Multi-role posts and duplicate posts are not allowed, and each account posts under one brand.'],
  },
  { heading: 'Honest content', body: ['No misleading, scraped or spam content. Titles, pay ranges and settings must describe the actual job.'] },
  {
    heading: 'Term and extensions',
    body: [
      `A post runs for a ${terms.postTermDays}-day term. An extension adds another ${terms.extensionDays} days. A paused post gets the paused time added back when it is reinstated.`,
    ],
  },
  {
    heading: 'Daily posting limit',
    body: [
      `Each legal entity may publish at most ${terms.dailyPostingCap} new postings per calendar day in ${terms.dailyCapTimeZone}. New posts, relisted posts and close-and-repost all count; normal edits do not.`,
    ],
  },
  {
    heading: 'Edits',
    body: [
      `Each listing can be edited at most ${terms.maxEditsPerListing} times. To edit or archive a listing, email ${site.staffEmail}; automated posting requires a written API agreement.`,
    ],
  },
  {
    heading: 'Pricing',
    body: [
      `Founder rate: ${price(pricing.jobBoard.founderRatePerMonth)} per month per posting, billed ${pricing.jobBoard.billedMonths} months at a time (${price(pricing.jobBoard.founderRatePerMonth * pricing.jobBoard.billedMonths)} per posting per billing period), kept for ${pricing.jobBoard.rateLockMonths} months from the first purchase.`,
    ],
  },
  {
    heading: 'Cancellation and refunds',
    body: [`Cancel a purchased post before it goes live for a ${terms.refundBeforeGoLivePercent}% refund. After go-live, posts cannot be refunded.`],
  },
];
