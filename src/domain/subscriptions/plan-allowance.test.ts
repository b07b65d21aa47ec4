import { describe, expect, it } from 'vitest';
import { planAllowance, type PlanAllowance, type PlanState } from './plan-allowance';

const cases: Array<[string, PlanState, PlanAllowance]> = [
  [
    'FREE in its trial tries everything, with its station limit',
    { plan: 'FREE', trialEnded: false, departmentLimit: 3 },
    {
      stations: 3,
      ordering: true,
      messengers: true,
      orderingSchedules: true,
      receiveReasons: true,
      credits: true,
      priceHistory: true,
    },
  ],
  [
    'FREE after its trial can neither order nor use PRO features',
    { plan: 'FREE', trialEnded: true, departmentLimit: 3 },
    {
      stations: 3,
      ordering: false,
      messengers: false,
      orderingSchedules: false,
      receiveReasons: false,
      credits: false,
      priceHistory: false,
    },
  ],
  [
    'BASIC orders with two stations whatever the subscription row says, without PRO features',
    { plan: 'BASIC', trialEnded: false, departmentLimit: 10 },
    {
      stations: 2,
      ordering: true,
      messengers: false,
      orderingSchedules: false,
      receiveReasons: false,
      credits: false,
      priceHistory: false,
    },
  ],
  [
    'PRO has everything, with the stations its subscription allows',
    { plan: 'PRO', trialEnded: false, departmentLimit: 20 },
    {
      stations: 20,
      ordering: true,
      messengers: true,
      orderingSchedules: true,
      receiveReasons: true,
      credits: true,
      priceHistory: true,
    },
  ],
  [
    'a paid plan ignores a trial flag',
    { plan: 'PRO', trialEnded: true, departmentLimit: 5 },
    {
      stations: 5,
      ordering: true,
      messengers: true,
      orderingSchedules: true,
      receiveReasons: true,
      credits: true,
      priceHistory: true,
    },
  ],
];

describe('planAllowance', () => {
  it.each(cases)('%s', (_title, state, expected) => {
    expect(planAllowance(state)).toEqual(expected);
  });
});
