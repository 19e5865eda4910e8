import type { FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Language } from '../../domain/languages';
import type { GoalState } from '../../domain/goals/states';
import type { RoleName } from '../../domain/roles';
import type { UserStatus } from '../../domain/user-status';
import { APPRAISAL_PROGRESS, type AppraisalState } from '../../domain/talent/states';
import { LEVEL_COUNT, levelNumber, type LevelScale } from '../../domain/goals/levels';
import { oncePerLanguage, textsIn } from '../texts';
import { readerLanguage } from '../http/reader-language';

/**
 * How a report file reads in one language (issue 30): the catalogue's `files:reports` texts and the values that are
 * words (states, levels, roles, Yes/No, quarters), dates and numbers as the language writes them. Made when the
 * request is read and carried to the rendering, which may run after the request's transaction or on another thread.
 */
export type ReportWords = {
  language: Language;
  t: TFunction<'files'>;
  /** A text whose key is made at run time (a state's, a level's): the key must be in the catalogue. */
  say: (key: string, values?: Record<string, unknown>) => string;
  /** The xlsx number format of a date column. */
  dateFormat: string;
  /** Whether a sheet widens a column to its header (see writeSheet). */
  fitHeaders: boolean;
  quarter: (p: { quarter: number; year: number }) => string;
  /** A calendar day (YYYY-MM-DD) in text: as it is in English, as the language writes it otherwise. */
  day: (day: string) => string;
  yesNo: (value: boolean) => string;
  state: (state: string) => string;
  level: (scale: LevelScale, level: number) => string;
  /** Percent points as the language writes them, whole ('38%', '38 %'). */
  percent: (points: number) => string;
  /** An average of levels on the 1–5 reading, one decimal ('3.5 of 5'). */
  average: (level: number) => string;
  role: (role: string) => string;
  userStatus: (status: UserStatus) => string;
  appraisalStatus: (state: AppraisalState | null) => string;
};

// English files keep the ISO day they always had; German spreadsheets show days as 18.05.2026.
const DATE_FORMATS: Record<Language, string> = { en: 'yyyy-mm-dd', de: 'dd.mm.yyyy' };

const GOAL_STATES = new Set<string>(['draft', 'review', 'approved', 'shelving_in_review', 'shelved', 'results_in_review', 'finalized']);
const ROLES = new Set<string>(['ceo', 'manager', 'contributor', 'observer'] satisfies RoleName[]);

function wordsOf(language: Language): ReportWords {
  const t = textsIn(language, 'files');
  const say = t as unknown as ReportWords['say'];
  const days = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const levelWord = (scale: LevelScale, level: number) =>
    scale === 'likelihood' ? say(`reports.likelihood.${level}`) : say(`reports.quality.${level}`);
  return {
    language,
    t,
    say,
    dateFormat: DATE_FORMATS[language],
    // English sheets keep the widths they always had; German headers are often longer than them.
    fitHeaders: language !== 'en',
    quarter: (p) => t('reports.quarter', { quarter: p.quarter, year: p.year }),
    day: (day) => (language === 'en' ? day : days.format(new Date(`${day.slice(0, 10)}T00:00:00Z`))),
    yesNo: (value) => (value ? t('reports.yes') : t('reports.no')),
    state: (state) => (GOAL_STATES.has(state) ? say(`reports.state.${state as GoalState}`) : state),
    // A level outside the scale has no word, and is left empty as before.
    level: (scale, level) =>
      Number.isInteger(level) && level >= 0 && level < LEVEL_COUNT
        ? t('reports.level', { word: levelWord(scale, level), number: levelNumber(level), total: LEVEL_COUNT })
        : '',
    percent: (points) => percent.format(points / 100),
    average: (level) => t('reports.average', { number: decimal.format(Math.round(levelNumber(level) * 10) / 10), total: LEVEL_COUNT }),
    role: (role) => (ROLES.has(role) ? say(`reports.role.${role}`) : role),
    userStatus: (status) => say(`reports.userStatus.${status}`),
    appraisalStatus: (state) =>
      say(`reports.appraisalStatus.${state ?? 'none'}`, { percent: percent.format(APPRAISAL_PROGRESS[state ?? 'none'] / 100) }),
  };
}

/** The words of report files in `language`, made once per language. */
export const reportWords = oncePerLanguage(wordsOf);

/** The words of the files a request downloads: in the language of whoever asked (decision 064). */
export const requestWords = (req: Pick<FastifyRequest, 'actor' | 'headers'>): ReportWords => reportWords(readerLanguage(req));
