/**
 * The marketing pages' card copy, kept together: what the home page promises, who the team is, what the
 * recruiting training teaches. Pages import what they show.
 */

export const homeBenefits = [
  {
    title: 'Perfect Matching',
    text: 'Human recruiters, not an algorithm, learn what you want in a caseload, a schedule and a team, then introduce you only where it fits.',
  },
  { title: 'Verified Opportunities', text: 'Every employer is verified as a licensed PT provider. No ghost listings, no scraped postings, no spam.' },
  { title: 'Culture First', text: 'We ask about mentorship, visit length and productivity expectations up front, so the job you accept is the job you get.' },
  { title: 'Comprehensive Search', text: 'Filter by setting, specialty, job type and location, including a 50-mile radius around any ZIP code or city.' },
];

export const team = [
  {
    title: 'Dana Whitaker, PT, DPT — Founder',
    text: 'Practiced outpatient orthopedics for nine years and ran hiring for a six-clinic group before starting the company.',
  },
  { title: 'Marcus Bell — Head of Recruiting', text: 'Twelve years recruiting clinicians for hospitals and private practices; leads our recruiter training.' },
  { title: 'Sofia Ramirez, PTA — Candidate Success', text: 'A former PTA who helps new graduates and career-changers find mentorship-rich first roles.' },
  { title: 'Kevin Cho — Employer Partnerships', text: 'Works with clinic owners on hiring plans, compensation benchmarks and onboarding.' },
];

export const trainingTopics = [
  {
    title: 'Job descriptions that convert',
    text: 'Rewrite your postings around what therapists actually compare: caseload, visit length, mentorship and pay.',
  },
  { title: 'Sourcing playbook', text: 'Where PTs and PTAs look, how to reach passive candidates, and how to work with DPT programs.' },
  { title: 'Structured interviews', text: 'Scorecards and questions that predict fit and retention, not just clinical knowledge.' },
  { title: 'Offers and negotiation', text: 'Market pay data by setting and city, and how to present total compensation.' },
  { title: 'Onboarding and retention', text: 'A 90-day plan that keeps new hires past the first year.' },
];
