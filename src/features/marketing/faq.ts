/** FAQ entries; prices and terms come from the business facts module. */
import { site } from '~/config/site';
import { claims, price, pricing, terms } from '~/features/business/facts';

export interface FaqGroup {
  title: string;
  items: { q: string; a: string }[];
}

export const faqGroups: FaqGroup[] = [
  {
    title: 'For employers',
    items: [
      {
        q: 'How much does it cost to post a job?',
        a: `The founder rate is ${price(pricing.jobBoard.founderRatePerMonth)} per month per posting, billed ${pricing.jobBoard.billedMonths} months at a time, and kept for ${pricing.jobBoard.rateLockMonths} months from your first purchase.`,
      },
      {
        q: 'How long does a job post stay live?',
        a: `Each post runs for a ${terms.postTermDays}-day term. An extension adds another ${terms.extensionDays} days.`,
      },
      {
        q: 'How does contingency recruiting work?',
        a: `You pay ${price(pricing.contingency.monthlyFee)} per month while we search (${pricing.contingency.minimumMonths}-month minimum) and a placement fee of ${price(pricing.contingency.placementFee)} per hire, due ${pricing.contingency.placementFeeDueDays} days after the start date.`,
      },
      {
        q: 'What is the outsourced dedicated recruiter?',
        a: `A recruiter working only for your clinics for ${price(pricing.outsourced.monthlyFee)} per month with a ${pricing.outsourced.minimumMonths}-month minimum, no placement fees and unlimited hires. It suits clinics hiring ${pricing.outsourced.forRolesAtLeast} or more roles.`,
      },
      {
        q: 'Is there a guarantee?',
        a: `Yes. Every placement has a ${terms.guaranteeDays}-day guarantee: if the hire leaves within ${terms.guaranteeDays} days, we search again at no charge.`,
      },
      {
        q: 'How do I edit or archive a posting?',
        a: `Email ${site.staffEmail}. Each listing can be edited up to ${terms.maxEditsPerListing} times. Automated posting needs a written API agreement.`,
      },
      {
        q: 'Are employers verified?',
        a: 'Yes. Every employer is verified as a licensed physical therapy provider before a job goes live, and the Verified Employer badge is free during the founder period.',
      },
    ],
  },
  {
    title: 'For job seekers',
    items: [
      { q: 'Do I pay anything?', a: `No. ${claims.candidateFees}: employers pay for our services.` },
      { q: 'Does AI match me to jobs?', a: 'No. Human recruiters meet every candidate, learn what they want, and introduce them to employers personally.' },
      {
        q: 'How quickly will I hear about roles?',
        a: `Most candidates are presented to matching clinics within ${claims.candidatesPresentedIn}, and placements take ${claims.placementDays} days on average.`,
      },
      {
        q: 'How do I apply to a job?',
        a: `Press Apply on a job, fill in your name, email and a message (a résumé is optional), then choose how to send it. "Send application" sends it through ${site.name}: no email app needed, the employer replies to your email, we email you a receipt, and each change of its status, which My applications lists too. "Use my email app instead" opens your own mail program with the application ready for you to send.`,
      },
      { q: 'Can I save jobs?', a: 'Yes. Saved jobs are kept in your browser for 30 days, and you can email the list to yourself.' },
      { q: 'What do PTAs earn compared with PTs?', a: `PTA pay is typically ${terms.ptaPayShareOfPt} of PT pay in the same setting and market.` },
    ],
  },
  {
    title: 'General',
    items: [
      { q: 'Where do you operate?', a: 'Nationwide: we recruit for clinics in every state and list jobs across the United States.' },
      { q: 'How fast do you reply?', a: `We reply to every message within ${terms.responseHours} hours.` },
      {
        q: 'How do I make a California privacy request?',
        a: `Use the form on our California privacy rights page. We acknowledge requests within ${terms.ccpaAcknowledgeDays} days and respond within ${terms.ccpaRespondDays} days.`,
      },
    ],
  },
];

/** FAQPage structured data built from the same entries. */
export function faqLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqGroups.flatMap((g) => g.items).map((i) => ({ '@type': 'Question', name: i.q, acceptedAnswer: { '@type': 'Answer', text: i.a } })),
  };
}
