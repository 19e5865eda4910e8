import { DATE_FORMAT, type SheetColumn } from './xlsx-sheet';
import type { PdfColumn } from './pdf-table';
import type { GoalFacts } from '../goals';
import { levelText, type LevelScale } from '../../domain/goals/levels';

const achieved = (r: GoalFacts) => (r.achieved === null ? '' : r.achieved ? 'Yes' : 'No');
// A level as every screen writes it ('Not sure, 2 of 5'), never the API's 0–4.
const level = (scale: LevelScale, v: number | null) => (v === null ? '' : levelText(scale, Number(v)));
const dateOf = (day: string | null) => (day ? new Date(day) : null);

/** The facts of a report's row (found by `of`) as sheet cells: the levels in words, a date, and Yes/No. */
export const factSheetColumns = <T>(of: (row: T) => GoalFacts): SheetColumn<T>[] => [
  { header: 'Likelihood', width: 20, value: (r) => level('likelihood', of(r).likelihood) },
  { header: 'Quality', width: 17, value: (r) => level('quality', of(r).quality) },
  { header: 'Last update', width: 13, numFmt: DATE_FORMAT, value: (r) => dateOf(of(r).week_start_date) },
  { header: 'Achieved', width: 10, value: (r) => achieved(of(r)) },
];

/** The facts as PDF cells (the date left out: a printed list is read for where goals stand). */
export const factPdfColumns = <T>(of: (row: T) => GoalFacts): PdfColumn<T>[] => [
  { header: 'Likelihood', width: 'auto', value: (r) => level('likelihood', of(r).likelihood) },
  { header: 'Quality', width: 'auto', value: (r) => level('quality', of(r).quality) },
  { header: 'Achieved', width: 'auto', value: (r) => achieved(of(r)) },
];
