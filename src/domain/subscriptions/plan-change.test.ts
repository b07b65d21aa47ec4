import { describe, expect, it } from 'vitest';
import { inquiryStationsProblem, planStationChanges, type PlanStation } from './plan-change';

const active = (...ids: number[]): PlanStation[] => ids.map((id) => ({ id, deactivated: false }));

describe('planStationChanges', () => {
  const cases: Array<
    [string, PlanStation[], number, number[], { deactivate: number[]; reactivate: number[] }]
  > = [
    ['changes nothing while the plan has room', active(1, 2), 2, [], { deactivate: [], reactivate: [] }],
    [
      'deactivates the newest stations over the limit',
      active(3, 1, 2),
      2,
      [],
      { deactivate: [3], reactivate: [] },
    ],
    [
      'keeps the stations the venue asked for',
      active(1, 2, 3),
      2,
      [3, 1],
      { deactivate: [2], reactivate: [] },
    ],
    [
      'brings deactivated stations back when a plan has room again',
      [...active(1, 2), { id: 3, deactivated: true }],
      10,
      [],
      { deactivate: [], reactivate: [3] },
    ],
    [
      'swaps an active station for a deactivated one the venue asked to keep',
      [...active(1, 2), { id: 3, deactivated: true }],
      2,
      [3],
      { deactivate: [2], reactivate: [3] },
    ],
    [
      'ignores ids that are not the venue stations',
      active(1, 2, 3),
      2,
      [99],
      { deactivate: [3], reactivate: [] },
    ],
  ];
  it.each(cases)('%s', (_title, stations, allowed, keep, expected) => {
    expect(planStationChanges(stations, allowed, keep)).toEqual(expected);
  });
});

describe('inquiryStationsProblem', () => {
  const cases: Array<[string, 'BASIC' | 'PRO', number[], number[], 'invalidInput' | null]> = [
    ['BASIC with two stations needs no choice', 'BASIC', [1, 2], [], null],
    ['BASIC with three stations needs the ones to keep', 'BASIC', [1, 2, 3], [], 'invalidInput'],
    ['BASIC with three stations and two ticked is fine', 'BASIC', [1, 2, 3], [1, 3], null],
    ['BASIC cannot keep three', 'BASIC', [1, 2, 3], [1, 2, 3], 'invalidInput'],
    ['a ticked station must be the venue own', 'BASIC', [1, 2, 3], [1, 9], 'invalidInput'],
    ['a station ticked twice is refused', 'BASIC', [1, 2, 3], [1, 1], 'invalidInput'],
    ['PRO needs no choice', 'PRO', [1, 2, 3, 4], [], null],
  ];
  it.each(cases)('%s', (_title, plan, own, checked, expected) => {
    expect(inquiryStationsProblem(plan, own, checked)).toBe(expected);
  });
});
