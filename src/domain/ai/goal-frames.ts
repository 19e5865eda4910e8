import type { FunctionalArea } from './goal-templates';
import type { GoalDates } from './goal-dates';
import { actionOf, type Subject } from './goal-words';
import { sentenceCase } from './text';

// Three ways to frame what the person wrote (issue 28): measured, by its causes or steps, and in the open with
// the team. The person's phrase carries each title; the frame only adds the shape, the number and the dates.

/** A goal before its shape (SMART or OKR) is chosen; every text is written around the person's words. */
export type Frame = {
  smart: string;
  objective: string;
  results: string[];
  why: string;
  steps: [string, string];
};

const TEAM: Record<FunctionalArea, string> = {
  Legal: 'the legal team',
  Product: 'the product team',
  Marketing: 'the marketing team',
  Sales: 'the sales team',
  'Human Resources': 'the HR team',
  'Accounting/Finance': 'the finance team',
  'Information Technology': 'the IT team',
  Executive: 'the leadership team',
};
export const teamOf = (area: FunctionalArea) => TEAM[area];

const DEFAULT_AMOUNT = { down: 'by 30%', up: 'by 20%' } as const;
// Verbs that carry their amount: 'double revenue' takes no 'by 20%'.
const INHERENT: Record<string, string> = {
  double: 'by 100%',
  triple: 'by 200%',
  halve: 'by 50%',
  eliminate: 'to zero',
  stop: 'to zero',
  end: 'to zero',
};

/** The three frames for a subject, in the order they are offered. */
export function framesFor(s: Subject, area: FunctionalArea, d: GoalDates): Frame[] {
  const action = actionOf(s);
  const thing = s.object;
  const Thing = sentenceCase(thing);
  const team = TEAM[area];
  const end = d.end ?? `the end of ${d.quarter}`;
  const soon = d.first ?? end;
  const half = d.middle ?? end;
  const baseline = d.first ? `against a baseline measured by ${d.first}` : 'against today’s level';
  const weekly = d.first ? `every week from ${d.first}` : `every week until ${end}`;

  if (s.direction === 'neutral') {
    return [
      {
        smart: action,
        objective: action,
        results: [
          `A plan to ${action}, with 3 milestones and an owner for each, agreed by ${soon}`,
          `All 3 milestones met on their planned dates, the last by ${end}`,
          `Progress reviewed every week, with a likelihood rating, until ${end}`,
        ],
        why: `Done well, the work to ${action} pays off for ${team} and beyond.`,
        steps: ['Write down what done looks like', 'Plan the work in 3 steps with an owner for each'],
      },
      {
        smart: `${action} in 3 planned steps`,
        objective: `${action} in steps everyone can follow`,
        results: [
          `3 steps to ${action} agreed, each with an owner, by ${soon}`,
          `Step 2 of 3 done by ${half}`,
          `All 3 steps done and signed off by ${end}`,
        ],
        why: 'Small planned steps show early whether the work is on track.',
        steps: ['Split the work into 3 steps with dates', `Check each step with ${team} as it ends`],
      },
      {
        smart: `${action} together with ${team}`,
        objective: `${action} together with ${team}`,
        results: [
          `${sentenceCase(team)} agrees what done looks like by ${soon}`,
          `Progress shared with ${team} every week until ${end}`,
          `The work is done and signed off by ${end}`,
        ],
        why: 'Work that people see every week gets the help it needs.',
        steps: [`Agree with ${team} what done looks like`, 'Share progress every week and act on what blocks it'],
      },
    ];
  }

  const down = s.direction === 'down';
  const inherent = INHERENT[s.verb];
  const amount = s.amount ?? inherent ?? DEFAULT_AMOUNT[s.direction];
  const move = `${down ? 'down' : 'up'} ${amount}`;
  const named = s.amount !== null || inherent !== undefined;
  const measured = inherent && !s.amount ? action : `${action} ${amount}`;
  return [
    {
      smart: measured,
      objective: named ? measured : `${action} ${down ? 'for good' : 'quarter after quarter'}`,
      results: [
        `${Thing}: ${move}, ${baseline}`,
        down
          ? `The 3 biggest causes of ${thing} each have an owner and a fix in place by ${half}`
          : `3 new ways to ${action} tested by ${half}, the best one kept`,
        `A review of ${thing} every week until ${end}, each with a written next step`,
      ],
      why: down
        ? `Bringing ${thing} down frees time and trust for the work that matters.`
        : `Pushing ${thing} up builds on what already works.`,
      steps: [
        `Measure the current level of ${thing}${d.first ? ` by ${d.first}` : ' now'}`,
        `Agree the target with ${team} and check it every week`,
      ],
    },
    down
      ? {
          smart: `Fix the 3 biggest causes of ${thing}`,
          objective: `Get to the root causes of ${thing}`,
          results: [
            `The causes of ${thing} listed and ranked by cost by ${soon}`,
            `A fix for each of the 3 biggest causes live by ${half}`,
            `${Thing}: ${move} by ${end}`,
          ],
          why: 'Fixing causes rather than symptoms keeps the gains.',
          steps: [`List the causes of ${thing} and rank them by cost`, 'Fix the 3 biggest, one at a time'],
        }
      : {
          smart: `Find and test 3 new ways to ${action}`,
          objective: `Find new ways to ${action}`,
          results: [
            `5 ideas to ${action} listed and ranked by ${soon}`,
            `The 3 most promising ideas tested by ${half}`,
            `${Thing}: ${move} by ${end}`,
          ],
          why: 'Testing ideas small finds what works before it costs much.',
          steps: [`Collect ideas to ${action} from ${team} and from customers`, 'Test the best 3 small and keep what works'],
        },
    {
      smart: `Track ${thing} every week with ${team}`,
      objective: `Make ${thing} visible to everyone who can act`,
      results: [
        `A weekly report of ${thing} shared with ${team} ${weekly}`,
        `Every ${down ? 'rise' : 'fall'} in ${thing} has an owner within 2 business days`,
        `${Thing}: ${move} by ${end}`,
      ],
      why: 'What people see every week, they act on.',
      steps: [`Set up a weekly report of ${thing} for ${team}`, 'Give every change an owner and a next step'],
    },
  ];
}
