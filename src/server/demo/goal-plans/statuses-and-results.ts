import type { Trend } from './plan';

/** Comments on weekly statuses: `weeksBack` counts back from the goal's newest status. */
export const STATUS_NOTES: { quarter: 'current' | 'previous'; goal: string; weeksBack: number; by: string; body: string }[] = [
  {
    quarter: 'current',
    goal: 'trailhead',
    weeksBack: 0,
    by: 'olivia',
    body: 'The app store review flagged our location permissions. Daniel’s team is on it.',
  },
  {
    quarter: 'current',
    goal: 'ship',
    weeksBack: 0,
    by: 'daniel',
    body: 'We lost a week to the store rejection. Still aiming for {month 3} 12.',
  },
  { quarter: 'current', goal: 'ship', weeksBack: 0, by: 'olivia', body: 'Thanks for the heads-up. Tell me if you need help with Apple.' },
  { quarter: 'current', goal: 'maps', weeksBack: 0, by: 'noah', body: 'Tile downloads are too slow on 4G; trying vector tiles next.' },
  { quarter: 'current', goal: 'maps', weeksBack: 0, by: 'daniel', body: 'Let’s pair on it on Thursday.' },
  { quarter: 'current', goal: 'waitlist', weeksBack: 0, by: 'omar', body: 'Paid social got pricier, so I am moving budget to creators.' },
  { quarter: 'current', goal: 'arr', weeksBack: 3, by: 'olivia', body: 'A strong month from the Midwest team.' },
  { quarter: 'current', goal: 'fulfilment', weeksBack: 1, by: 'marcus', body: 'Carrier rates went up again; the 10% looks out of reach.' },
  { quarter: 'previous', goal: 'beta', weeksBack: 0, by: 'olivia', body: 'Maps are not ready. We carry them into the next quarter.' },
  { quarter: 'previous', goal: 'accounts', weeksBack: 3, by: 'sofia', body: 'Three deals signed this week!' },
];

/** Likelihood and quality at the first and the last status of a trend. */
export const TREND_SHAPES: Record<Trend, [from: [number, number], to: [number, number]]> = {
  steady: [
    [3, 3],
    [3, 3],
  ],
  rising: [
    [2, 2],
    [4, 3],
  ],
  strong: [
    [3, 3],
    [4, 4],
  ],
  slipping: [
    [3, 3],
    [2, 2],
  ],
  at_risk: [
    [2, 2],
    [1, 1],
  ],
};

/** What owners write with their results and managers with their review, taken in turn. */
export const RESULT_TEXTS = {
  owner: {
    achieved: [
      'All key results met.',
      'Done, a week ahead of plan.',
      'Achieved; the last key result landed in the final week.',
      'Every key result met, the first with room to spare.',
    ],
    missed: [
      'Not achieved: we got about two thirds of the way.',
      'Missed. The work was bigger than we planned for.',
      'Not achieved; the rest carries into next quarter.',
    ],
  },
  manager: {
    achieved: [
      'Agreed. Great work this quarter.',
      'Agreed, and it showed in the numbers.',
      'Well done, and thanks for the steady weekly updates.',
    ],
    missed: ['Agreed. Good call to keep the scope honest.', 'Agreed; let’s plan the rest for next quarter.'],
  },
};

/** The company theme of each quarter. */
export const THEMES = { current: 'Focus on the customer', previous: 'Fewer things, done well' };
