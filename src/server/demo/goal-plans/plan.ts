import type { GoalState } from '../../../domain/goals/states';

/** The shape of a goal's weekly statuses over its weeks. */
export type Trend = 'steady' | 'rising' | 'strong' | 'slipping' | 'at_risk';
export type Verdict = 'achieved' | 'missed' | 'dispute';

/** One demo goal: people by first name, the parent by key within the same quarter. */
export type GoalPlan = {
  key: string;
  owner: string;
  parent: string | null;
  title: string;
  // Key results, one per line of the measurement
  keyResults: string[];
  state: GoalState;
  trend: Trend;
  // Weeks between the newest status and the current week
  lag: number;
  result?: Verdict;
  hidden?: boolean;
  // The comment on the latest decision: an approval, a change request, a shelving or its request
  note?: string;
  edit?: { state: 'draft' | 'review'; title: string; keyResults: string[]; note?: string };
  followers?: string[];
  // The key of the previous quarter's goal this one continues (Copy to next quarter, decision 073)
  continues?: string;
};

type More = Partial<Omit<GoalPlan, 'key' | 'owner' | 'parent' | 'title' | 'keyResults'>>;

export const g = (key: string, owner: string, parent: string | null, title: string, keyResults: string, more: More = {}): GoalPlan => ({
  key,
  owner,
  parent,
  title,
  keyResults: keyResults.split('; '),
  state: more.result && more.result !== 'dispute' ? 'finalized' : 'approved',
  trend: 'steady',
  lag: 0,
  ...more,
});

export const achieved = (more: More = {}): More => ({ result: 'achieved', ...more });
export const missed = (more: More = {}): More => ({ result: 'missed', trend: 'at_risk', ...more });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SEASON_OF_MONTH = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];

/**
 * A plan's words as its quarter reads them (issue 28: 'Q3 goals speak of Q3 months'). The demo's quarters move with
 * the day it is made, so plans name months and seasons by place: '{month 1}' to '{month 3}' are the quarter's months,
 * '{season}' the season of its middle month, '{last year}' the year before the quarter began. `start` is the
 * quarter's first day (UTC midnight, as the periods hold it).
 */
export function inQuarter(text: string, start: number): string {
  const first = new Date(start);
  const month = (n: number) => MONTHS[(first.getUTCMonth() + n - 1) % 12]!;
  return text
    .replace(/\{month ([123])\}/g, (_, n: string) => month(Number(n)))
    .replace(/\{season\}/g, SEASON_OF_MONTH[(first.getUTCMonth() + 1) % 12]!)
    .replace(/\{last year\}/g, String(first.getUTCFullYear() - 1));
}
