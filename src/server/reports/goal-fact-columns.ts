import type { SheetColumn } from './xlsx-sheet';
import type { PdfColumn } from './pdf-table';
import type { GoalFacts } from '../goals';
import type { LevelScale } from '../../domain/goals/levels';
import type { ReportWords } from './report-words';

const dateOf = (day: string | null) => (day ? new Date(day) : null);

/** The words of a row's facts: achieved as Yes/No (empty while open), a level as every screen writes it ('Not sure, 2 of 5'), never the API's 0–4. */
const factsIn = (words: ReportWords) => ({
  achieved: (r: GoalFacts) => (r.achieved === null ? '' : words.yesNo(r.achieved)),
  level: (scale: LevelScale, v: number | null) => (v === null ? '' : words.level(scale, Number(v))),
});

/** The facts of a report's row (found by `of`) as sheet cells: the levels in words, a date, and Yes/No. */
export const factSheetColumns = <T>(words: ReportWords, of: (row: T) => GoalFacts): SheetColumn<T>[] => {
  const [f, t] = [factsIn(words), words.t];
  return [
    { header: t('reports.column.likelihood'), width: 20, value: (r) => f.level('likelihood', of(r).likelihood) },
    { header: t('reports.column.quality'), width: 17, value: (r) => f.level('quality', of(r).quality) },
    { header: t('reports.column.lastUpdate'), width: 13, numFmt: words.dateFormat, value: (r) => dateOf(of(r).week_start_date) },
    { header: t('reports.column.achieved'), width: 10, value: (r) => f.achieved(of(r)) },
  ];
};

/** The facts as PDF cells (the date left out: a printed list is read for where goals stand). */
export const factPdfColumns = <T>(words: ReportWords, of: (row: T) => GoalFacts): PdfColumn<T>[] => {
  const [f, t] = [factsIn(words), words.t];
  return [
    { header: t('reports.column.likelihood'), width: 'auto', value: (r) => f.level('likelihood', of(r).likelihood) },
    { header: t('reports.column.quality'), width: 'auto', value: (r) => f.level('quality', of(r).quality) },
    { header: t('reports.column.achieved'), width: 'auto', value: (r) => f.achieved(of(r)) },
  ];
};

/** A goal's progress from its key results (issue 31) as a sheet's percent, one decimal; empty for a goal without any. */
export const progressSheetColumn = <T>(words: ReportWords, of: (row: T) => number | null): SheetColumn<T> => ({
  header: words.t('reports.column.progress'),
  width: 10,
  numFmt: '0.0%',
  value: (r) => {
    const progress = of(r);
    return progress === null ? null : progress / 100;
  },
});

/** The progress as a PDF's text ('38%'); empty for a goal without key results. */
export const progressPdfColumn = <T>(words: ReportWords, of: (row: T) => number | null): PdfColumn<T> => ({
  header: words.t('reports.column.progress'),
  width: 'auto',
  value: (r) => {
    const progress = of(r);
    return progress === null ? '' : words.percent(progress);
  },
});
