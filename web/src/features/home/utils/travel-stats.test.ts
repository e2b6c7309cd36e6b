import { describe, expect, it } from 'vitest';
import { countryOf, travelStats } from './travel-stats';

const NOW = new Date(2026, 5, 10, 9, 0);

const place = (placeId: string, address: string) => ({ placeId, address });

describe('travel stats (spec 000 §1)', () => {
  it('counts trips, upcoming, completed, distinct places and countries, and days travelled', () => {
    const stats = travelStats(
      [
        {
          id: 'done',
          startDate: '2026-04-01',
          endDate: '2026-04-04', // 4 days
          destinations: [
            place('belem', 'Av. Brasília, 1400-038 Lisboa, Portugal'),
            place('sintra', 'R. Rodrigues de Faria 103, 1300-501 Lisboa, Portugal'),
          ],
        },
        {
          id: 'now',
          startDate: '2026-06-08', // 3 days so far of 6
          endDate: '2026-06-13',
          destinations: [place('baga', 'Baga, Calangute, Goa 403516, India')],
        },
        {
          id: 'next',
          startDate: '2026-07-01',
          endDate: '2026-07-03',
          destinations: [
            place('belem', 'Av. Brasília, 1400-038 Lisboa, Portugal'),
            place('inari', '68 Fukakusa Yabunouchicho, Fushimi Ward, Kyoto, 612-0882, Japan'),
          ],
        },
        { id: 'undated', startDate: null, endDate: null, destinations: [] },
      ],
      NOW,
    );
    expect(stats).toEqual({
      tripsPlanned: 4,
      upcoming: 1,
      completed: 1,
      destinations: 4,
      daysTravelled: 7,
      countries: 3,
    });
  });

  it('is all zeros without trips', () => {
    expect(travelStats([], NOW)).toEqual({
      tripsPlanned: 0,
      upcoming: 0,
      completed: 0,
      destinations: 0,
      daysTravelled: 0,
      countries: 0,
    });
  });

  it("reads a country as the address's last part that is not a postcode", () => {
    expect(countryOf('Baga, Calangute, Goa 403516, India')).toBe('India');
    expect(countryOf('Kyoto, 612-0882, Japan')).toBe('Japan');
    expect(countryOf('12345')).toBeNull();
    expect(countryOf(null)).toBeNull();
  });
});
