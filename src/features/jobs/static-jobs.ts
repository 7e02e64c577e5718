/**
 * The spec's four static job pages with their fixed copy. They are the product's own roles
 * (employer = the product), so applying reaches staff. Dates are relative to the build so the pages
 * and their structured data stay current while the roles are open.
 */
import { site } from '~/config/site';
import { publicJobSchema, type PublicJob } from '~/domain/job';
import { deriveRole } from '~/domain/job-role';

export interface StaticJob {
  job: PublicJob;
  linkedIn?: boolean;
}

const daysAgo = (n: number, now: Date) => new Date(now.getTime() - n * 86_400_000).toISOString();

export function staticJobs(now: Date = new Date()): StaticJob[] {
  const base = (over: Record<string, unknown>) =>
    publicJobSchema.parse({
      employer_name: site.name,
      state: 'CA',
      created_at: daysAgo(7, now),
      updated_at: daysAgo(7, now),
      posted_at: daysAgo(7, now),
      is_active: true,
      eeo_statement: `${site.name} and its client employers are equal opportunity employers.`,
      role: deriveRole(String(over.job_title ?? '')),
      ...over,
    });
  return [
    {
      job: base({
        id: 'static-orthopedic-pt-west-la',
        slug: 'orthopedic-pt-west-la',
        job_title: 'Orthopedic Physical Therapist - West LA',
        city: 'Los Angeles',
        zip_code: '90064',
        job_type: 'full-time',
        setting: 'outpatient',
        specialty: 'orthopedic',
        experience_level: 'mid',
        salary_min: 95000,
        salary_max: 115000,
        description:
          'A therapist-owned orthopedic clinic on the Westside is adding a full-time PT. Expect one-on-one 45-minute visits, a caseload of post-operative knees, shoulders and spines, a dedicated aide, and Fridays that end at 3 pm. The owners mentor toward the OCS and pay for manual therapy coursework.',
        requirements:
          'DPT from a CAPTE-accredited program, California PT license or eligibility, 1+ year of outpatient orthopedic experience preferred, Manual therapy skills',
        benefits: 'Medical dental and vision, 401(k) with 4% match, 15 days PTO plus holidays, $1,500 continuing education budget, Paid license renewal',
      }),
    },
    {
      job: base({
        id: 'static-pta-morro-bay',
        slug: 'pta-morro-bay',
        job_title: 'Physical Therapist Assistant - Morro Bay',
        city: 'Morro Bay',
        zip_code: '93442',
        job_type: 'full-time',
        setting: 'outpatient',
        specialty: 'orthopedic',
        experience_level: 'all-levels',
        salary_min: 62000,
        salary_max: 74000,
        description:
          'A coastal outpatient clinic on the Central Coast needs a PTA to carry out plans of care for orthopedic, balance and post-surgical patients. Two supervising PTs, a small friendly team, and a schedule that leaves time for the beach. New graduates are welcome.',
        requirements:
          'Associate degree from a CAPTE-accredited PTA program, California PTA license or eligibility, Current BLS/CPR, Warm patient communication',
        benefits: 'Medical and dental insurance, Paid time off, Continuing education allowance, Relocation help for the right candidate',
      }),
      linkedIn: true,
    },
    {
      job: base({
        id: 'static-hospital-pt-mountain-view',
        slug: 'hospital-pt-mountain-view',
        job_title: 'Hospital Physical Therapist - Mountain View',
        city: 'Mountain View',
        zip_code: '94040',
        job_type: 'full-time',
        setting: 'acute-care',
        specialty: 'cardiopulmonary',
        experience_level: 'mid',
        salary_min: 115000,
        salary_max: 120000,
        description:
          'An acute care hospital in Mountain View is hiring a staff PT for its medical-surgical, cardiac and ICU units. You will lead early mobility, assess discharge needs and work with case management. Four 10-hour shifts with one weekend in three.',
        requirements: 'DPT or MPT, California PT license, 1+ year of acute care experience, Current BLS (ACLS preferred)',
        benefits: 'Union-scale pay, Medical dental and vision, Pension plan, Tuition reimbursement, Paid certification courses',
      }),
    },
    {
      job: base({
        id: 'static-locum-hospital-pt-mountain-view',
        slug: 'locum-hospital-pt-mountain-view',
        job_title: '13-Week Locum Hospital Physical Therapist - Mountain View',
        city: 'Mountain View',
        zip_code: '94040',
        job_type: 'contract',
        setting: 'acute-care',
        specialty: null,
        experience_level: 'mid',
        salary_min: 2130,
        salary_max: 2190,
        pay_unit: 'week',
        contract_weeks: 13,
        guaranteed_hours: 30,
        schedule: 'days',
        description:
          'A 13-week locum assignment in a Mountain View hospital: 36 hours per week with 30 guaranteed, day shifts on the orthopedic and medical floors. Pay is $2,130-$2,190 per week depending on experience. Extensions are common.',
        requirements: 'DPT or MPT, California PT license (active before start), 1+ year of hospital experience, Current BLS',
        benefits: 'Weekly pay, 30 guaranteed hours per week, Possible extension, Recruiter support throughout the assignment',
      }),
    },
  ];
}
