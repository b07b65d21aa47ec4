import { describe, expect, it } from 'vitest';
import type { AdminVenue } from '@/domain/admin/schemas';
import { filterVenues } from './venue-filter';

const venue = (id: number, name: string, pib: string): AdminVenue => ({
  id,
  name,
  bussiness_name: `${name} d.o.o.`,
  address: 'Knez Mihailova 1',
  pib,
  phoneNumber: '+381111234567',
  email: `venue${id}@example.com`,
  disabled: false,
  plan: 'FREE',
  daysTillTrialEnds: null,
  usersCount: 1,
  stationsCount: 1,
  numberOfOpenOrders: 0,
  numberOfExpectedOrders: 0,
});

const venues = [
  venue(1, 'Ćevapdžinica Željo', '101234567'),
  venue(2, 'Pizzeria Napoli', '109876543'),
  venue(3, 'Đurđevak', '111222333'),
];

describe('restaurant search', () => {
  it('shows every venue for an empty search', () => {
    expect(filterVenues(venues, '  ')).toHaveLength(3);
  });

  it('finds by name regardless of case and Serbian accents', () => {
    expect(filterVenues(venues, 'cevap').map((v) => v.id)).toEqual([1]);
    expect(filterVenues(venues, 'ZELJO').map((v) => v.id)).toEqual([1]);
    expect(filterVenues(venues, 'djurdj').map((v) => v.id)).toEqual([3]);
  });

  it('finds by tax id', () => {
    expect(filterVenues(venues, '9876').map((v) => v.id)).toEqual([2]);
  });
});
