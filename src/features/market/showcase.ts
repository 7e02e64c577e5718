/** The home page's four state cards (SPEC 3 "State showcase entry"), exactly as the spec gives them. */
export interface ShowcaseState {
  name: string;
  slug: string;
  avgSalary: string;
  growth: string;
  topCities: [string, string, string];
}

export const stateShowcase: ShowcaseState[] = [
  { name: 'California', slug: 'california', avgSalary: '$95,000-$120,000', growth: '+15%', topCities: ['Los Angeles', 'San Francisco', 'San Diego'] },
  { name: 'Florida', slug: 'florida', avgSalary: '$85,000-$105,000', growth: '+18%', topCities: ['Miami', 'Orlando', 'Tampa'] },
  { name: 'New York', slug: 'new-york', avgSalary: '$90,000-$115,000', growth: '+12%', topCities: ['New York City', 'Buffalo', 'Rochester'] },
  { name: 'Texas', slug: 'texas', avgSalary: '$88,000-$110,000', growth: '+25%', topCities: ['Houston', 'Dallas', 'Austin'] },
];
