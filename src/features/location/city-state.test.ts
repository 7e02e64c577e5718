import { describe, expect, it } from 'vitest';
import { splitCityState } from './city-state';

describe('a place as people type it', () => {
  it('reads the state from the end, with or without a comma, as a code or a name', () => {
    expect(splitCityState('Houston TX')).toEqual({ city: 'Houston', state: 'TX' });
    expect(splitCityState('houston, tx')).toEqual({ city: 'houston', state: 'TX' });
    expect(splitCityState('Chicago Illinois')).toEqual({ city: 'Chicago', state: 'IL' });
    expect(splitCityState('Salt Lake City Utah')).toEqual({ city: 'Salt Lake City', state: 'UT' });
    expect(splitCityState('Albany New York')).toEqual({ city: 'Albany', state: 'NY' });
    expect(splitCityState('New York NY')).toEqual({ city: 'New York', state: 'NY' });
  });
  it('is null for a bare city, a state alone, or no state at the end', () => {
    expect(splitCityState('Houston')).toBeNull();
    expect(splitCityState('Texas')).toBeNull();
    expect(splitCityState('New York')).toBeNull();
    expect(splitCityState('Bay Area')).toBeNull();
  });
});
