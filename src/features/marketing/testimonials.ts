/** Testimonials. */
export interface Testimonial {
  quote: string;
  name: string;
  credential: string;
  rating: number;
}

/** The six Success Stories on the home page. */
export const homeTestimonials: Testimonial[] = [
  {
    quote:
      'I told my recruiter I wanted one-on-one visits and a mentor for my OCS. Three weeks later I had two offers that matched exactly that, and I never paid a cent.',
    name: 'Maya R.',
    credential: 'DPT, Outpatient Orthopedics, San Diego',
    rating: 5,
  },
  {
    quote:
      'We had a PT opening sit empty for five months. They presented three qualified candidates in ten days, and the therapist we hired is still with us a year later.',
    name: 'Dr. James Whitfield',
    credential: 'Owner, Harbor Sports & Spine',
    rating: 5,
  },
  {
    quote: 'As a new-grad PTA I had no idea what a fair offer looked like. My recruiter walked me through pay ranges and benefits before every interview.',
    name: 'Luis M.',
    credential: 'PTA, Skilled Nursing, Houston',
    rating: 5,
  },
  {
    quote: 'The job board is the first one I have used where every posting was a real, current opening. No ghost listings, no staffing-agency spam.',
    name: 'Priya K.',
    credential: 'DPT, Pediatrics, Chicago',
    rating: 5,
  },
  {
    quote: 'Our dedicated recruiter filled four roles across two clinics in one quarter, for a flat monthly fee. The math against placement fees was obvious.',
    name: 'Karen Ortiz',
    credential: 'Regional Director, Peach State Rehab',
    rating: 5,
  },
  {
    quote: 'I relocated from Ohio to North Carolina. They knew the licensure timeline, the clinics, and even which neighborhoods my caseload would come from.',
    name: 'Ethan B.',
    credential: 'DPT, Acute Care, Raleigh',
    rating: 5,
  },
];

/** Client testimonials for the recruiting service pages (the carousel and lists). */
export const clientTestimonials: Testimonial[] = [
  {
    quote: 'Four months of contingency searching cost us less than one week of an empty schedule. We hired a senior ortho PT on day 38.',
    name: 'Dr. Angela Price',
    credential: 'Owner, Rittenhouse Physical Therapy',
    rating: 5,
  },
  {
    quote: 'The intake questionnaire forced us to define the role properly. Every candidate they sent fit our culture, not just the license requirement.',
    name: 'Marcus Lee',
    credential: 'Clinic Director, Lakeshore Physical Therapy',
    rating: 5,
  },
  {
    quote: 'They run structured interviews before we ever see a profile. We went from twelve phone screens per hire to three.',
    name: 'Sarah Nguyen',
    credential: 'COO, Bay Sports PT',
    rating: 5,
  },
  {
    quote: 'The 63-day guarantee gave us the confidence to try an outside recruiter for the first time. We did not need it, but it mattered.',
    name: 'Robert Diaz',
    credential: 'Owner, Camelback Physical Therapy',
    rating: 5,
  },
  {
    quote: 'Our PTA position had been open since spring. They filled it in 27 days with someone who lives ten minutes from the clinic.',
    name: 'Jennifer Walsh',
    credential: 'Practice Manager, Gulf Coast Rehab',
    rating: 5,
  },
];
