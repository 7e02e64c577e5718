/**
 * The curated seed: realistic PT, PTA and OT jobs that exercise every rule of the spec.
 * Dates are relative to `now`, so a freshly created database always shows recent jobs.
 *
 * Coverage (asserted in jobs.test.ts): all 10 state pages and 12 city pages have jobs; LA-area
 * cities and zip edges (90000, 90001, 91999, 92000, a Los Angeles job with no zip); Bay Area cities;
 * every job type, setting, specialty and experience level; all four salary forms; recruiting-partner
 * jobs; inactive and expired jobs; jobs with and without slugs; 'No EEO Statement'; contact fields
 * with distinctive values (CONTACT_LEAK_MARKERS) so a leak into the build can be found by search.
 */
import { site } from '~/config/site';
import type { ExperienceLevel, JobInput, JobType, Setting, Specialty } from '~/domain/job';

/** Substrings that identify every seeded contact value; none may appear in built output. */
export const CONTACT_LEAK_MARKERS = ['leakcheck.example', 'Leakcheck Contact', '555-0100-', '555-0199-'] as const;

const EEO =
  'We are an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.';

type Row = {
  title: string;
  employer: string;
  city: string;
  state: string;
  zip: string | null;
  type: JobType;
  setting: Setting;
  specialty: Specialty | null;
  level: ExperienceLevel;
  min: number | null;
  max: number | null;
  /** Days since posting. */
  age: number;
  slug?: string | null;
  /** Days until expiry; negative = already expired; undefined = no expiry. */
  expiresIn?: number;
  inactive?: boolean;
  eeo?: string | null;
  noApplicationEmail?: boolean;
  description?: string;
  requirements?: string;
  benefits?: string;
};

const P = site.name; // recruiting-partner jobs carry the product's own name

const REQ = {
  pt: 'Doctor of Physical Therapy (DPT) from a CAPTE-accredited program, Active or eligible state PT license, Current BLS/CPR certification, Strong documentation skills',
  pta: 'Associate degree from a CAPTE-accredited PTA program, Active or eligible state PTA license, Current BLS/CPR certification, Ability to follow a plan of care under PT supervision',
  ot: 'Master’s or doctorate in Occupational Therapy from an ACOTE-accredited program, NBCOT certification, Active or eligible state OT license, Current BLS/CPR certification',
  travel: 'DPT or MPT degree, Active license in the assignment state or compact privilege, At least 1 year of hospital experience, Current BLS certification',
};
const BEN = {
  full: 'Medical dental and vision insurance, 401(k) with employer match, Paid time off and holidays, Continuing education allowance, Paid licensure renewal',
  part: 'Flexible scheduling, Continuing education allowance, 401(k) eligibility, Paid sick leave',
  diem: 'Premium hourly rate, Choose your own shifts, Weekend differential',
  travel: 'Weekly tax-advantaged stipends, Travel reimbursement, Day-one medical coverage, Completion bonus',
};

const rows: Row[] = [
  // California: Los Angeles area
  { title: 'Outpatient Orthopedic Physical Therapist', employer: 'Westside Motion Physical Therapy', city: 'Los Angeles', state: 'CA', zip: '90025', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 98000, max: 118000, age: 1, slug: 'outpatient-orthopedic-pt-los-angeles',
    description: 'Join a clinician-owned clinic near the 405 treating post-surgical knees, shoulders and spines with one-on-one 45-minute visits. You will carry 11-13 patients a day with a dedicated aide and front desk, and mentor a second-year DPT resident.' },
  { title: 'Sports Medicine Physical Therapist', employer: 'Santa Monica Sports & Spine', city: 'Santa Monica', state: 'CA', zip: '90404', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'senior', min: 105000, max: 120000, age: 3, slug: 'sports-medicine-pt-santa-monica',
    description: 'Work with runners, surfers and collegiate athletes in a 6,000 sq ft gym-based clinic. Return-to-sport testing, blood flow restriction training and force-plate assessments are part of the daily toolkit; SCS preferred.' },
  { title: 'Neurologic Physical Therapist', employer: 'Pasadena Neuro Rehab Center', city: 'Pasadena', state: 'CA', zip: '91101', type: 'full-time', setting: 'outpatient', specialty: 'neurology', level: 'mid', min: 95000, max: 112000, age: 6, slug: 'neurologic-pt-pasadena',
    description: 'Treat patients after stroke, spinal cord injury and Parkinson’s disease with body-weight supported treadmill training and LSVT BIG. The team of 9 PTs, OTs and SLPs meets weekly for case rounds; NCS mentorship available.' },
  { title: 'Physical Therapist Assistant - Outpatient', employer: 'Hollywood Hills Physical Therapy', city: 'Hollywood', state: 'CA', zip: '90028', type: 'part-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 52000, max: 64000, age: 9, slug: null,
    description: 'Part-time PTA, 24-30 hours a week across three weekday afternoons and Saturday mornings. Carry out treatment plans for orthopedic and post-operative patients under two supervising DPTs; new grads with strong clinical affiliations are welcome.' },
  { title: 'Pelvic Health Physical Therapist', employer: 'Beverly Hills Women’s Wellness PT', city: 'Beverly Hills', state: 'CA', zip: '90210', type: 'full-time', setting: 'outpatient', specialty: 'women-health', level: 'senior', min: 110000, max: null, age: 12, slug: 'pelvic-health-pt-beverly-hills',
    description: 'Lead the pelvic floor program in a boutique practice treating prenatal and postpartum patients, incontinence and pelvic pain. Private treatment rooms, hour-long visits and a referral base from three OB-GYN groups.' },
  { title: 'Home Health Physical Therapist - South LA', employer: 'Angel City Home Health', city: 'Los Angeles', state: 'CA', zip: '90001', type: 'per-diem', setting: 'home-health', specialty: 'geriatric', level: 'all-levels', min: null, max: null, age: 4, slug: null,
    description: 'Per-visit home health PT covering South Los Angeles. You choose your caseload and schedule, document on tablets with OASIS support, and get paid per visit with mileage. Bilingual Spanish a plus.' },
  { title: 'Pediatric Physical Therapist', employer: 'Valley Kids Therapy', city: 'Sylmar', state: 'CA', zip: '91342', type: 'full-time', setting: 'pediatric', specialty: 'pediatrics', level: 'mid', min: 92000, max: 108000, age: 15, slug: 'pediatric-pt-sylmar',
    description: 'Provide clinic and sensory-gym based therapy for children 0-12 with developmental delays, torticollis and cerebral palsy. Work alongside OTs and SLPs in co-treat sessions; weekday hours, no weekends.' },
  { title: 'Physical Therapist - Skilled Nursing', employer: 'Foothill Care Center', city: 'Lancaster', state: 'CA', zip: '91999', type: 'full-time', setting: 'skilled-nursing', specialty: 'geriatric', level: 'all-levels', min: 100000, max: 115000, age: 20, slug: 'snf-physical-therapist-lancaster',
    description: 'Evaluate and treat short-term rehab and long-term residents in a 120-bed skilled nursing facility. Productivity expectations are realistic, and the rehab director has 15 years in post-acute care.' },
  { title: 'Orthopedic Physical Therapist (no zip on file)', employer: 'Silver Lake Physical Therapy', city: 'Los Angeles', state: 'CA', zip: null, type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 90000, max: 104000, age: 2, slug: 'orthopedic-pt-silver-lake',
    description: 'New-grad friendly orthopedic role with a structured 12-month mentorship, weekly in-services and paid manual therapy courses. Caseload of spine, hip and sports injuries in a neighborhood clinic.' },
  { title: 'Acute Care Physical Therapist', employer: 'Orange Coast Medical Center', city: 'Orange', state: 'CA', zip: '92000', type: 'full-time', setting: 'acute-care', specialty: 'cardiopulmonary', level: 'mid', min: 102000, max: 119000, age: 10, slug: 'acute-care-pt-orange',
    description: 'Hospital-based PT on the cardiac step-down and ICU units: early mobility, post-CABG rehab and discharge planning with case management. Four 10-hour shifts with one weekend day a month.' },
  { title: 'Outpatient PT - Hand Therapy', employer: 'Inland Hand & Upper Extremity', city: 'Riverside', state: 'CA', zip: '90000', type: 'contract', setting: 'outpatient', specialty: 'hand-therapy', level: 'senior', min: 98000, max: 112000, age: 14, slug: null,
    description: 'Six-month contract covering a CHT on leave. Custom orthotic fabrication, post-operative flexor tendon protocols and work-conditioning programs, referred by two hand surgeons.' },
  // California: San Diego
  { title: 'Outpatient Physical Therapist', employer: 'Harbor Physical Therapy', city: 'San Diego', state: 'CA', zip: '92101', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 95000, max: 112000, age: 5, slug: 'outpatient-pt-san-diego',
    description: 'Downtown clinic treating orthopedic and work-comp patients with 45-minute one-on-one visits. Dry needling certification is paid for after 90 days.' },
  { title: 'Physical Therapist Assistant - Inpatient Rehab', employer: 'Mission Valley Rehabilitation Hospital', city: 'San Diego', state: 'CA', zip: '92108', type: 'full-time', setting: 'inpatient', specialty: 'neurology', level: 'mid', min: 62000, max: 72000, age: 17, slug: 'pta-inpatient-rehab-san-diego',
    description: 'PTA on a 40-bed acute inpatient rehab unit treating stroke, brain injury and amputee patients three hours a day. Strong team culture and a clinical ladder for PTAs.' },
  // California: Bay Area
  { title: 'Outpatient Orthopedic Physical Therapist', employer: 'Bay Sports PT', city: 'San Francisco', state: 'CA', zip: '94107', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'mid', min: 110000, max: 120000, age: 2, slug: 'orthopedic-pt-san-francisco',
    description: 'SoMa clinic serving tech workers, cyclists and weekend athletes. Hour-long evaluations, 40-minute follow-ups, and a four-day week option.' },
  { title: 'Physical Therapist - Acute Care', employer: 'Golden Gate Medical Center', city: 'San Francisco', state: 'CA', zip: '94115', type: 'per-diem', setting: 'acute-care', specialty: null, level: 'senior', min: null, max: 120000, age: 7, slug: null,
    description: 'Per-diem acute care PT covering medical-surgical, orthopedic and neuro units. Weekend and holiday coverage preferred; two years of hospital experience required.' },
  { title: 'Outpatient Physical Therapist', employer: 'Lakeshore Physical Therapy', city: 'Oakland', state: 'CA', zip: '94610', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 98000, max: 110000, age: 8, slug: 'outpatient-pt-oakland',
    description: 'Community-focused clinic by Lake Merritt seeing a diverse orthopedic caseload. New graduates receive weekly mentorship and a paid OCS prep course.' },
  { title: 'Home Health PT - East Bay', employer: 'Diablo Home Health', city: 'Walnut Creek', state: 'CA', zip: '94596', type: 'full-time', setting: 'home-health', specialty: 'geriatric', level: 'mid', min: 112000, max: 120000, age: 11, slug: 'home-health-pt-walnut-creek',
    description: 'Salaried home health PT covering Walnut Creek, Concord and Lafayette with a 25-visit weekly standard. Company car allowance and point-of-care documentation.' },
  { title: 'Pediatric Occupational Therapist', employer: 'Berkeley Children’s Therapy Collective', city: 'Berkeley', state: 'CA', zip: '94704', type: 'part-time', setting: 'pediatric', specialty: 'pediatrics', level: 'mid', min: 60000, max: 75000, age: 13, slug: 'pediatric-ot-berkeley',
    description: 'Part-time OT for sensory integration and fine-motor treatment in a clinic with a full sensory gym. Family coaching and school collaboration are part of the role.' },
  { title: 'Hospital Physical Therapist', employer: 'El Camino Valley Hospital', city: 'Mountain View', state: 'CA', zip: '94040', type: 'full-time', setting: 'acute-care', specialty: 'cardiopulmonary', level: 'mid', min: 115000, max: 120000, age: 1, slug: 'hospital-pt-el-camino-mountain-view',
    description: 'Acute care PT on the cardiac, ICU and orthopedic floors of a 400-bed community hospital. Ten-hour shifts, every third weekend, and a strong early-mobility program.' },
  { title: 'Outpatient Physical Therapist', employer: 'Shoreline Physical Therapy', city: 'Mountain View', state: 'CA', zip: '94043', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 108000, max: 120000, age: 4, slug: 'outpatient-pt-mountain-view',
    description: 'Clinic near Shoreline Park seeing orthopedic and ergonomic injuries from local tech campuses. One-on-one care, no aides billing your time.' },
  { title: 'Sports Physical Therapist', employer: 'Stanford Avenue Sports PT', city: 'Palo Alto', state: 'CA', zip: '94301', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'senior', min: 115000, max: null, age: 6, slug: 'sports-pt-palo-alto',
    description: 'Senior sports PT role working with high school and collegiate athletes, including on-field coverage in the fall season. Running analysis lab on site.' },
  { title: 'Physical Therapist Assistant', employer: 'Sunnyvale Rehab Associates', city: 'Sunnyvale', state: 'CA', zip: '94086', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 68000, max: 78000, age: 16, slug: null,
    description: 'Full-time PTA in a busy outpatient clinic with three PTs. Predictable schedule, Monday to Friday, and tuition support to bridge to a DPT.' },
  { title: 'Outpatient Physical Therapist', employer: 'Silicon Valley Spine & Sport', city: 'San Jose', state: 'CA', zip: '95128', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 105000, max: 118000, age: 3, slug: 'outpatient-pt-san-jose',
    description: 'Spine-focused practice next to a large orthopedic surgery group. McKenzie and manual therapy emphasis with paid certification courses.' },
  { title: 'Skilled Nursing Physical Therapist', employer: 'Willow Glen Post-Acute', city: 'San Jose', state: 'CA', zip: '95125', type: 'part-time', setting: 'skilled-nursing', specialty: 'geriatric', level: 'all-levels', min: 70000, max: 85000, age: 19, slug: 'snf-pt-san-jose',
    description: 'Part-time SNF PT, three days a week, treating post-hospital residents toward discharge home. Supportive rehab director and a modern therapy gym.' },
  { title: 'Outpatient Physical Therapist', employer: 'Peninsula Movement PT', city: 'San Mateo', state: 'CA', zip: '94401', type: 'full-time', setting: 'outpatient', specialty: 'primary-care', level: 'mid', min: 110000, max: 120000, age: 9, slug: 'outpatient-pt-san-mateo',
    description: 'Direct-access primary-care PT model: screen, treat and coordinate with physicians in a clinic that sees patients without referral for the first visit.' },
  { title: 'Hand Therapist (OT or PT)', employer: 'Marin Hand Therapy', city: 'San Rafael', state: 'CA', zip: '94901', type: 'full-time', setting: 'outpatient', specialty: 'hand-therapy', level: 'senior', min: 100000, max: 118000, age: 21, slug: 'hand-therapist-san-rafael',
    description: 'Upper-extremity practice treating post-surgical hand, wrist and elbow patients. CHT or working toward it; custom splinting daily.' },
  // Recruiting-partner jobs (the product recruits for them)
  { title: 'Clinic Director - Outpatient Physical Therapy', employer: P, city: 'San Diego', state: 'CA', zip: '92130', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'senior', min: 120000, max: null, age: 1, slug: 'clinic-director-pt-san-diego',
    description: 'Our recruiting team is hiring a clinic director for a growing, therapist-owned outpatient group. You will lead a team of six clinicians, treat 60% of your week and share in clinic profits.' },
  { title: 'Travel Physical Therapist - Acute Care (13 weeks)', employer: P, city: 'Houston', state: 'TX', zip: '77030', type: 'contract', setting: 'acute-care', specialty: 'cardiopulmonary', level: 'mid', min: 104000, max: 119000, age: 2, slug: 'travel-pt-acute-care-houston', expiresIn: 25,
    description: 'A 13-week travel assignment in the Texas Medical Center, 36 hours a week on day shifts. Annualized pay shown; housing stipend included for travelers more than 50 miles from home.' },
  { title: 'Outpatient Physical Therapist - Partner Clinic', employer: P, city: 'Atlanta', state: 'GA', zip: '30309', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'mid', min: 85000, max: 100000, age: 5, slug: 'outpatient-pt-partner-atlanta',
    description: 'We are recruiting for a Midtown Atlanta sports clinic that values long visits and mentorship. Tell us what you want in your next role and we will introduce you directly to the owner.' },
  { title: 'Pediatric Physical Therapist - Partner Practice', employer: P, city: 'Chicago', state: 'IL', zip: '60614', type: 'full-time', setting: 'pediatric', specialty: 'pediatrics', level: 'entry', min: 78000, max: 92000, age: 8, slug: null,
    description: 'A Lincoln Park pediatric practice asked us to find a PT who loves early intervention. Flexible hours and a caseload built around your strengths.' },
  { title: 'Home Health PTA - Partner Agency', employer: P, city: 'Phoenix', state: 'AZ', zip: '85016', type: 'per-diem', setting: 'home-health', specialty: 'geriatric', level: 'all-levels', min: null, max: null, age: 30, slug: 'home-health-pta-partner-phoenix', inactive: true,
    description: 'Filled role kept for the record: a per-visit PTA for a Phoenix home health agency.' },
  // Florida
  { title: 'Outpatient Physical Therapist', employer: 'Biscayne Bay Physical Therapy', city: 'Miami', state: 'FL', zip: '33131', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 85000, max: 98000, age: 3, slug: 'outpatient-pt-miami',
    description: 'Brickell clinic treating orthopedic and sports injuries in English and Spanish. Eight-hour days, no evenings after 6 pm.' },
  { title: 'Home Health Physical Therapist', employer: 'Sunshine State Home Care', city: 'Orlando', state: 'FL', zip: '32803', type: 'full-time', setting: 'home-health', specialty: 'geriatric', level: 'mid', min: 88000, max: 102000, age: 7, slug: 'home-health-pt-orlando',
    description: 'Salaried home health PT covering central Orlando and Winter Park. Fall-prevention and post-joint-replacement programs with OASIS support staff.' },
  { title: 'Physical Therapist Assistant - SNF', employer: 'Gulf Coast Rehab & Nursing', city: 'Tampa', state: 'FL', zip: '33606', type: 'full-time', setting: 'skilled-nursing', specialty: 'geriatric', level: 'entry', min: 55000, max: 64000, age: 12, slug: null,
    description: 'PTA on a 90-bed skilled nursing rehab team. Structured onboarding for new PTAs and a $3,000 sign-on bonus.' },
  { title: 'Pediatric Occupational Therapist', employer: 'Little Steps Therapy', city: 'Jacksonville', state: 'FL', zip: '32207', type: 'full-time', setting: 'pediatric', specialty: 'pediatrics', level: 'all-levels', min: 72000, max: 88000, age: 18, slug: 'pediatric-ot-jacksonville',
    description: 'Pediatric OT in a clinic and school-contract model serving children with autism, feeding difficulties and handwriting delays.' },
  { title: 'Acute Care PT (expired posting)', employer: 'Tampa General Rehab', city: 'Tampa', state: 'FL', zip: '33606', type: 'full-time', setting: 'acute-care', specialty: null, level: 'mid', min: 86000, max: 100000, age: 40, slug: 'acute-care-pt-tampa-expired', expiresIn: -3,
    description: 'This posting has closed.' },
  // New York
  { title: 'Outpatient Orthopedic Physical Therapist', employer: 'Manhattan Spine & Sports PT', city: 'New York', state: 'NY', zip: '10016', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 92000, max: 110000, age: 2, slug: 'orthopedic-pt-manhattan',
    description: 'Murray Hill clinic with one-on-one care and a caseload of spine, shoulder and performing-arts injuries. Commuter benefits and a paid FAAOMPT track.' },
  { title: 'Physical Therapist - Inpatient Rehab', employer: 'Hudson River Rehabilitation Hospital', city: 'New York', state: 'NY', zip: '10032', type: 'full-time', setting: 'inpatient', specialty: 'neurology', level: 'senior', min: 100000, max: 115000, age: 9, slug: 'inpatient-rehab-pt-new-york',
    description: 'Inpatient rehab PT in Washington Heights treating spinal cord injury and stroke with robotics-assisted gait training. Union position with tuition remission.' },
  { title: 'Per Diem Physical Therapist', employer: 'Brooklyn Heights Physical Therapy', city: 'New York', state: 'NY', zip: '11201', type: 'per-diem', setting: 'outpatient', specialty: 'orthopedic', level: 'all-levels', min: null, max: null, age: 14, slug: null,
    description: 'Saturday and evening per-diem coverage in a busy Brooklyn outpatient clinic. Pick up as many or as few shifts as you like.' },
  { title: 'Outpatient Physical Therapist', employer: 'Elmwood Physical Therapy', city: 'Buffalo', state: 'NY', zip: '14222', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'entry', min: 80000, max: 92000, age: 11, slug: 'outpatient-pt-buffalo',
    description: 'Elmwood Village clinic partnered with local hockey and lacrosse clubs. New grads get a protected caseload ramp-up over the first eight weeks.' },
  { title: 'Home Health Physical Therapist', employer: 'Genesee Valley Home Health', city: 'Rochester', state: 'NY', zip: '14607', type: 'part-time', setting: 'home-health', specialty: 'geriatric', level: 'mid', min: 60000, max: 72000, age: 22, slug: null, eeo: 'No EEO Statement',
    description: 'Part-time home health PT covering Rochester and Brighton. Choose three or four days a week and keep your full benefits at 30 hours.' },
  { title: 'Women’s Health PT (inactive)', employer: 'Park Slope Pelvic PT', city: 'New York', state: 'NY', zip: '11215', type: 'full-time', setting: 'outpatient', specialty: 'women-health', level: 'senior', min: 105000, max: 115000, age: 35, slug: 'pelvic-pt-park-slope', inactive: true,
    description: 'This role has been filled.' },
  // Texas
  { title: 'Outpatient Physical Therapist', employer: 'Uptown Dallas Physical Therapy', city: 'Dallas', state: 'TX', zip: '75201', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 85000, max: 100000, age: 1, slug: 'outpatient-pt-dallas',
    description: 'Uptown clinic with a strong post-surgical caseload from two orthopedic groups. Productivity bonus after 12 visits a day.' },
  { title: 'Home Health Physical Therapist', employer: 'Lone Star Home Health', city: 'Dallas', state: 'TX', zip: '75230', type: 'per-diem', setting: 'home-health', specialty: 'geriatric', level: 'all-levels', min: null, max: 110000, age: 6, slug: null,
    description: 'Per-visit home health PT across North Dallas with same-week scheduling and mileage reimbursement.' },
  { title: 'Physical Therapist - Acute Care', employer: 'Bayou City Medical Center', city: 'Houston', state: 'TX', zip: '77030', type: 'full-time', setting: 'acute-care', specialty: 'cardiopulmonary', level: 'senior', min: 92000, max: 110000, age: 4, slug: 'acute-care-pt-houston',
    description: 'Acute care PT in the Texas Medical Center covering cardiac surgery, transplant and ICU. CCS certification supported.' },
  { title: 'Physical Therapist Assistant', employer: 'Energy Corridor Physical Therapy', city: 'Houston', state: 'TX', zip: '77079', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 52000, max: 60000, age: 10, slug: 'pta-outpatient-houston',
    description: 'Outpatient PTA role with a team of four PTs seeing orthopedic and work-injury patients. Monday to Friday, 7 am to 4 pm.' },
  { title: 'Sports Physical Therapist', employer: 'Hill Country Sports Medicine', city: 'Austin', state: 'TX', zip: '78705', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'mid', min: 88000, max: 105000, age: 8, slug: 'sports-pt-austin',
    description: 'Treat runners, climbers and university athletes near campus. Weekly running clinic and a partnership with two local club teams.' },
  { title: 'Pediatric Physical Therapist', employer: 'Alamo Kids Therapy', city: 'San Antonio', state: 'TX', zip: '78209', type: 'full-time', setting: 'pediatric', specialty: 'pediatrics', level: 'mid', min: 80000, max: 95000, age: 5, slug: 'pediatric-pt-san-antonio',
    description: 'Clinic-based pediatric PT for infants through teens with a focus on gross-motor delays and orthotic management. Bilingual Spanish is a plus.' },
  { title: 'Skilled Nursing Physical Therapist', employer: 'Mission Trails Rehab', city: 'San Antonio', state: 'TX', zip: '78221', type: 'full-time', setting: 'skilled-nursing', specialty: 'geriatric', level: 'all-levels', min: 90000, max: null, age: 15, slug: null,
    description: 'SNF PT with a stable team and a newly renovated therapy gym. Sign-on bonus for full-time hires.' },
  { title: 'Telehealth Physical Therapist', employer: 'Lone Star Virtual PT', city: 'Austin', state: 'TX', zip: '78701', type: 'part-time', setting: 'remote', specialty: 'orthopedic', level: 'senior', min: 65000, max: 80000, age: 3, slug: 'telehealth-pt-texas',
    description: 'Deliver video-based orthopedic care to patients across Texas from home. You need a Texas license, a quiet space and reliable internet; the company supplies the platform.' },
  // Illinois
  { title: 'Outpatient Physical Therapist', employer: 'Lakeview Physical Therapy', city: 'Chicago', state: 'IL', zip: '60657', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 82000, max: 98000, age: 2, slug: 'outpatient-pt-chicago',
    description: 'Lakeview clinic near the lakefront path treating runners, cyclists and post-operative patients. Hour-long evaluations and dedicated documentation time.' },
  { title: 'Neurologic PT - Inpatient Rehab', employer: 'Lakeshore Rehabilitation Institute', city: 'Chicago', state: 'IL', zip: '60611', type: 'full-time', setting: 'inpatient', specialty: 'neurology', level: 'senior', min: 90000, max: 108000, age: 7, slug: 'neurologic-pt-chicago',
    description: 'Inpatient neuro PT in Streeterville working with brain injury and spinal cord injury teams. Research participation and NCS residency faculty roles available.' },
  { title: 'Physical Therapist Assistant - Home Health', employer: 'Prairie Home Health', city: 'Naperville', state: 'IL', zip: '60540', type: 'part-time', setting: 'home-health', specialty: 'geriatric', level: 'mid', min: 48000, max: 58000, age: 13, slug: null,
    description: 'Part-time home health PTA covering Naperville, Aurora and Wheaton. Visit-based pay with guaranteed minimum hours.' },
  { title: 'Outpatient Physical Therapist', employer: 'Heartland Orthopedic PT', city: 'Springfield', state: 'IL', zip: '62704', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 75000, max: 88000, age: 20, slug: 'outpatient-pt-springfield-il', eeo: 'No EEO Statement',
    description: 'Small-town clinic with a loyal patient base and a mentor with 20 years of experience. Student loan repayment assistance of $5,000 a year.' },
  // Pennsylvania
  { title: 'Outpatient Physical Therapist', employer: 'Rittenhouse Physical Therapy', city: 'Philadelphia', state: 'PA', zip: '19103', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 80000, max: 95000, age: 3, slug: 'outpatient-pt-philadelphia',
    description: 'Center City clinic treating orthopedic and sports injuries, with Saturday hours rotated monthly. OCS bonus and paid residency options.' },
  { title: 'Acute Care Physical Therapist', employer: 'Schuylkill Valley Hospital', city: 'Philadelphia', state: 'PA', zip: '19104', type: 'full-time', setting: 'acute-care', specialty: 'cardiopulmonary', level: 'mid', min: 85000, max: 100000, age: 9, slug: 'acute-care-pt-philadelphia',
    description: 'Academic medical center PT on cardiothoracic and medical ICU units, precepting DPT students from two local programs.' },
  { title: 'Pediatric Physical Therapist', employer: 'Three Rivers Pediatric Therapy', city: 'Pittsburgh', state: 'PA', zip: '15213', type: 'full-time', setting: 'pediatric', specialty: 'pediatrics', level: 'all-levels', min: 75000, max: 90000, age: 16, slug: null,
    description: 'Pediatric PT in Oakland with aquatic therapy access and a strong early intervention program.' },
  // Ohio
  { title: 'Outpatient Physical Therapist', employer: 'Short North Physical Therapy', city: 'Columbus', state: 'OH', zip: '43215', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'mid', min: 78000, max: 92000, age: 4, slug: 'outpatient-pt-columbus',
    description: 'Short North clinic working with recreational athletes and post-operative ACL patients. Four-day week available after six months.' },
  { title: 'Skilled Nursing Physical Therapist', employer: 'Cuyahoga Care Center', city: 'Cleveland', state: 'OH', zip: '44106', type: 'full-time', setting: 'skilled-nursing', specialty: 'geriatric', level: 'all-levels', min: 80000, max: 94000, age: 12, slug: 'snf-pt-cleveland',
    description: 'SNF PT in University Circle with a focus on post-cardiac and orthopedic short-term rehab. Strong nursing partnership and realistic productivity.' },
  { title: 'Physical Therapist Assistant', employer: 'Queen City Rehab', city: 'Cincinnati', state: 'OH', zip: '45202', type: 'per-diem', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: null, max: null, age: 18, slug: null, eeo: 'No EEO Statement',
    description: 'Per-diem PTA covering vacations and busy seasons in a downtown outpatient clinic.' },
  // Georgia
  { title: 'Outpatient Physical Therapist', employer: 'Peachtree Physical Therapy', city: 'Atlanta', state: 'GA', zip: '30305', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 82000, max: 96000, age: 2, slug: 'outpatient-pt-atlanta',
    description: 'Buckhead clinic with a spine and sports caseload and in-house dry needling. Loan repayment of $200 a month.' },
  { title: 'Home Health Physical Therapist', employer: 'Peach State Home Health', city: 'Atlanta', state: 'GA', zip: '30318', type: 'full-time', setting: 'home-health', specialty: 'geriatric', level: 'mid', min: 85000, max: 100000, age: 10, slug: null,
    description: 'Salaried home health PT covering west Atlanta and Smyrna with point-of-care tablets and weekly team huddles.' },
  { title: 'Occupational Therapist - Inpatient Rehab', employer: 'Coastal Empire Rehab Hospital', city: 'Savannah', state: 'GA', zip: '31405', type: 'full-time', setting: 'inpatient', specialty: 'neurology', level: 'all-levels', min: 76000, max: 90000, age: 14, slug: 'ot-inpatient-rehab-savannah',
    description: 'Inpatient rehab OT treating stroke and orthopedic patients with a focus on ADL retraining and family education.' },
  // North Carolina
  { title: 'Outpatient Physical Therapist', employer: 'Oak City Physical Therapy', city: 'Raleigh', state: 'NC', zip: '27601', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 78000, max: 90000, age: 5, slug: 'outpatient-pt-raleigh',
    description: 'Downtown Raleigh clinic with a formal new-grad mentorship and partnerships with two DPT programs in the Triangle.' },
  { title: 'Acute Care Physical Therapist', employer: 'Queen City Medical Center', city: 'Charlotte', state: 'NC', zip: '28204', type: 'full-time', setting: 'acute-care', specialty: 'cardiopulmonary', level: 'senior', min: 85000, max: 102000, age: 11, slug: 'acute-care-pt-charlotte',
    description: 'Hospital PT on cardiac and pulmonary units, leading the early mobility committee. Ten-hour shifts and clinical ladder advancement.' },
  { title: 'Pediatric Physical Therapist', employer: 'Bull City Kids Therapy', city: 'Durham', state: 'NC', zip: '27705', type: 'part-time', setting: 'pediatric', specialty: 'pediatrics', level: 'mid', min: 55000, max: 65000, age: 24, slug: null,
    description: 'Part-time pediatric PT providing clinic and natural-environment early intervention visits.' },
  // Michigan
  { title: 'Outpatient Physical Therapist', employer: 'Motor City Physical Therapy', city: 'Detroit', state: 'MI', zip: '48201', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 76000, max: 90000, age: 6, slug: 'outpatient-pt-detroit', expiresIn: 24,
    description: 'Midtown Detroit clinic treating work injuries and post-surgical patients. Company-paid manual therapy certification.' },
  { title: 'Physical Therapist - Skilled Nursing', employer: 'Grand River Post-Acute', city: 'Grand Rapids', state: 'MI', zip: '49503', type: 'full-time', setting: 'skilled-nursing', specialty: 'geriatric', level: 'all-levels', min: 78000, max: 92000, age: 13, slug: 'snf-pt-grand-rapids', expiresIn: 17,
    description: 'SNF PT with a strong discharge-home rate and an in-house wound care team.' },
  { title: 'Sports Physical Therapist', employer: 'Wolverine Sports Rehab', city: 'Ann Arbor', state: 'MI', zip: '48104', type: 'contract', setting: 'outpatient', specialty: 'sports-medicine', level: 'senior', min: 90000, max: 104000, age: 17, slug: null, expiresIn: 20,
    description: 'Twelve-week contract covering a sports PT on leave, with athletes from area high schools and club teams.' },
  // Arizona (city page Phoenix; not one of the ten state pages)
  { title: 'Outpatient Physical Therapist', employer: 'Camelback Physical Therapy', city: 'Phoenix', state: 'AZ', zip: '85016', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 82000, max: 98000, age: 3, slug: 'outpatient-pt-phoenix',
    description: 'Arcadia-area clinic with spine, sports and vestibular programs. Early start times keep your afternoons free in the summer.' },
  { title: 'Home Health Physical Therapist', employer: 'Desert Sun Home Health', city: 'Phoenix', state: 'AZ', zip: '85004', type: 'full-time', setting: 'home-health', specialty: 'geriatric', level: 'all-levels', min: 88000, max: 104000, age: 9, slug: null,
    description: 'Home health PT covering central Phoenix and Tempe. Salaried with per-visit incentives above 28 visits a week.' },
  { title: 'Hand Therapist', employer: 'Sonoran Hand Center', city: 'Scottsdale', state: 'AZ', zip: '85251', type: 'part-time', setting: 'outpatient', specialty: 'hand-therapy', level: 'mid', min: 60000, max: 72000, age: 20, slug: 'hand-therapist-scottsdale',
    description: 'Part-time hand therapist alongside two hand surgeons; splinting and post-operative protocols daily.' },
  // More variety
  { title: 'Primary Care Physical Therapist', employer: 'Evergreen Direct Access PT', city: 'Seattle', state: 'WA', zip: '98101', type: 'full-time', setting: 'outpatient', specialty: 'primary-care', level: 'senior', min: 95000, max: 115000, age: 4, slug: 'primary-care-pt-seattle',
    description: 'Direct-access PT embedded in a primary care clinic, seeing musculoskeletal complaints as the first provider. Collaborative care with physicians and NPs.' },
  { title: 'Cardiopulmonary Physical Therapist', employer: 'Front Range Heart & Lung Rehab', city: 'Denver', state: 'CO', zip: '80218', type: 'full-time', setting: 'outpatient', specialty: 'cardiopulmonary', level: 'mid', min: 85000, max: 100000, age: 7, slug: 'cardiopulmonary-pt-denver',
    description: 'Outpatient cardiac and pulmonary rehab PT running phase II and III programs with exercise physiologists and respiratory therapists.' },
  { title: 'Physical Therapist Assistant - Pediatrics', employer: 'Music City Kids Therapy', city: 'Nashville', state: 'TN', zip: '37203', type: 'full-time', setting: 'pediatric', specialty: 'pediatrics', level: 'entry', min: 50000, max: 60000, age: 12, slug: null, eeo: 'No EEO Statement',
    description: 'Pediatric PTA supporting gross-motor programs in a clinic with a sensory gym and aquatic pool.' },
  { title: 'Travel Physical Therapist - SNF (expired)', employer: 'Rocky Mountain Travel Therapy', city: 'Boise', state: 'ID', zip: '83702', type: 'contract', setting: 'skilled-nursing', specialty: 'geriatric', level: 'mid', min: 95000, max: 105000, age: 50, slug: null, expiresIn: -10,
    description: 'This travel assignment has started.' },
  { title: 'Outpatient PT (expired)', employer: 'Harbor Physical Therapy', city: 'San Diego', state: 'CA', zip: '92103', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 95000, max: 110000, age: 45, slug: 'outpatient-pt-san-diego-expired', expiresIn: -1,
    description: 'This posting has closed.' },
  { title: 'Inpatient PT (inactive)', employer: 'Lakeshore Rehabilitation Institute', city: 'Chicago', state: 'IL', zip: '60611', type: 'full-time', setting: 'inpatient', specialty: 'neurology', level: 'mid', min: 85000, max: 100000, age: 28, slug: null, inactive: true,
    description: 'This role has been filled.' },
  { title: 'Per Diem Acute Care PT', employer: 'Bayou City Medical Center', city: 'Houston', state: 'TX', zip: '77030', type: 'per-diem', setting: 'acute-care', specialty: null, level: 'senior', min: 90000, max: null, age: 21, slug: 'per-diem-acute-pt-houston', expiresIn: 10,
    description: 'Weekend per-diem acute care coverage in the Texas Medical Center. Two years of hospital experience required.' },
  { title: 'Outpatient Occupational Therapist', employer: 'Peachtree Physical Therapy', city: 'Atlanta', state: 'GA', zip: '30305', type: 'part-time', setting: 'outpatient', specialty: 'hand-therapy', level: 'mid', min: 58000, max: 70000, age: 26, slug: null,
    description: 'Part-time OT running the upper-extremity program inside a busy orthopedic PT clinic.' },
  { title: 'Geriatric Physical Therapist', employer: 'Sunset Senior Living Rehab', city: 'San Diego', state: 'CA', zip: '92037', type: 'full-time', setting: 'skilled-nursing', specialty: 'geriatric', level: 'mid', min: null, max: 110000, age: 29, slug: 'geriatric-pt-la-jolla',
    description: 'Continuing-care community in La Jolla with independent, assisted and skilled levels. Fall-prevention classes and balance programs.' },
  { title: 'Vestibular Physical Therapist', employer: 'Windy City Balance Center', city: 'Chicago', state: 'IL', zip: '60607', type: 'full-time', setting: 'outpatient', specialty: 'neurology', level: 'senior', min: 88000, max: 105000, age: 31, slug: 'vestibular-pt-chicago',
    description: 'Vestibular and concussion specialist role with VNG and rotary chair testing on site.' },
  { title: 'Women’s Health Physical Therapist', employer: 'Bayside Pelvic Health', city: 'Tampa', state: 'FL', zip: '33609', type: 'full-time', setting: 'outpatient', specialty: 'women-health', level: 'mid', min: 82000, max: 98000, age: 33, slug: 'womens-health-pt-tampa',
    description: 'Pelvic health PT for pregnancy, postpartum and menopause care, with mentorship toward a WCS.' },
  { title: 'Physical Therapist - Outpatient Orthopedics', employer: 'Liberty Bell Physical Therapy', city: 'Philadelphia', state: 'PA', zip: '19147', type: 'part-time', setting: 'outpatient', specialty: 'orthopedic', level: 'all-levels', min: 50000, max: 62000, age: 36, slug: null,
    description: 'Part-time role in South Philly, mornings only, with a friendly team of five.' },
  { title: 'Physical Therapist Assistant - Acute Care', employer: 'Queen City Medical Center', city: 'Charlotte', state: 'NC', zip: '28204', type: 'full-time', setting: 'acute-care', specialty: null, level: 'entry', min: 50000, max: 58000, age: 38, slug: 'pta-acute-care-charlotte',
    description: 'Hospital PTA role on orthopedic and medical floors with a structured orientation.' },
  { title: 'Outpatient Physical Therapist', employer: 'Lake Erie Physical Therapy', city: 'Toledo', state: 'OH', zip: '43604', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: null, max: null, age: 40, slug: 'outpatient-pt-toledo',
    description: 'Established clinic looking for a PT who enjoys manual therapy and long-term patient relationships. Salary discussed at interview.' },
  { title: 'Pediatric Occupational Therapist', employer: 'Great Lakes Kids OT', city: 'Detroit', state: 'MI', zip: '48202', type: 'per-diem', setting: 'pediatric', specialty: 'pediatrics', level: 'mid', min: null, max: 85000, age: 42, slug: null, expiresIn: 18,
    description: 'Per-diem pediatric OT covering after-school sessions.' },
  { title: 'Outpatient Physical Therapist - Fremont', employer: 'Mission Peak Physical Therapy', city: 'Fremont', state: 'CA', zip: '94538', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'mid', min: 105000, max: 118000, age: 23, slug: 'outpatient-pt-fremont',
    description: 'Fremont clinic treating orthopedic and sports patients with a strong referral base from Washington Hospital.' },
  { title: 'Physical Therapist - Redwood City', employer: 'Sequoia Sports & Spine', city: 'Redwood City', state: 'CA', zip: '94063', type: 'full-time', setting: 'outpatient', specialty: 'sports-medicine', level: 'mid', min: 108000, max: 120000, age: 25, slug: 'sports-pt-redwood-city',
    description: 'Sports and spine clinic near downtown Redwood City; hybrid schedule with two late days.' },
  { title: 'Home Health PT - Santa Clara', employer: 'Valley Home Health Partners', city: 'Santa Clara', state: 'CA', zip: '95050', type: 'per-diem', setting: 'home-health', specialty: 'geriatric', level: 'all-levels', min: null, max: null, age: 27, slug: null,
    description: 'Per-visit home health PT covering Santa Clara and Cupertino.' },
  { title: 'Outpatient PT - Santa Rosa', employer: 'Wine Country Physical Therapy', city: 'Santa Rosa', state: 'CA', zip: '95404', type: 'full-time', setting: 'outpatient', specialty: 'orthopedic', level: 'entry', min: 95000, max: 108000, age: 32, slug: 'outpatient-pt-santa-rosa',
    description: 'North Bay clinic with a relaxed pace and a mentor with an OCS and FAAOMPT.' },
];

function isoDaysAgo(now: Date, days: number, hour = 14): string {
  const d = new Date(now.getTime() - days * 86_400_000);
  d.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return d.toISOString();
}

/** The curated seed, ids 1..N, dates relative to `now`. */
export function buildSeedJobs(now: Date): JobInput[] {
  return rows.map((r, index): JobInput => {
    const id = index + 1;
    const postedAt = isoDaysAgo(now, r.age, 9 + (id % 9));
    const partner = r.employer === P;
    const isPta = /assistant|\bpta\b/i.test(r.title);
    const isOt = /occupational|\bot\b/i.test(r.title);
    const isTravel = /travel/i.test(r.title);
    const domain = r.employer.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const defaultBenefits = r.type === 'per-diem' ? BEN.diem : r.type === 'part-time' ? BEN.part : isTravel ? BEN.travel : BEN.full;
    const expiresAt =
      r.expiresIn !== undefined ? new Date(now.getTime() + r.expiresIn * 86_400_000).toISOString() : index % 3 === 0 ? null : new Date(new Date(postedAt).getTime() + 60 * 86_400_000).toISOString();
    return {
      id,
      slug: r.slug ?? null,
      job_title: r.title,
      employer_name: r.employer,
      city: r.city,
      state: r.state,
      zip_code: r.zip,
      job_type: r.type,
      setting: r.setting,
      specialty: r.specialty,
      experience_level: r.level,
      salary_min: r.min,
      salary_max: r.max,
      description: r.description ?? '',
      requirements: r.requirements ?? (isTravel ? REQ.travel : isOt ? REQ.ot : isPta ? REQ.pta : REQ.pt),
      benefits: r.benefits ?? defaultBenefits,
      posted_date: postedAt.slice(0, 10),
      posted_at: postedAt,
      expires_at: expiresAt,
      company_website: partner ? null : `https://${domain}.example`,
      employer_website: partner ? null : index % 4 === 0 ? `https://careers.${domain}.example` : null,
      eeo_statement: r.eeo !== undefined ? r.eeo : index % 5 === 4 ? null : EEO,
      compliance_attestation: index % 7 !== 6,
      created_at: postedAt,
      updated_at: new Date(new Date(postedAt).getTime() + (id % 3) * 3_600_000).toISOString(),
      is_active: !r.inactive,
      contact_email: `contact-${id}@leakcheck.example`,
      contact_phone: `555-0100-${String(id).padStart(4, '0')}`,
      contact_name: `Leakcheck Contact ${id}`,
      application_email: r.noApplicationEmail || id % 11 === 0 ? null : `apply-${id}@leakcheck.example`,
      phone_number: `555-0199-${String(id).padStart(4, '0')}`,
    };
  });
}
