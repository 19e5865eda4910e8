import { textsIn } from '../texts';
import { isLanguage, DEFAULT_LANGUAGE } from '../../domain/languages';
import { isAtRisk, trendOf } from '../../domain/goals/weekly-status';
import { quarterLabel } from '../../domain/periods';
import type { ChatMessage } from '../../domain/chat/chat-message';
import type { CompanyCounts } from './follow-up-queries';

export type CompanySummaryFacts = {
  companyName: string;
  /** The company's default language: a channel has many readers. */
  language: string;
  week: { week: number; quarter: number; year: number };
  counts: CompanyCounts;
  /** The company's dashboard, where the numbers come from. */
  url: string;
};

/** The company's weekly summary for its Slack and Teams channels (kind 'chat_summary'), in the company's language. */
export function companySummaryMessage(f: CompanySummaryFacts): ChatMessage {
  const t = textsIn(isLanguage(f.language) ? f.language : DEFAULT_LANGUAGE, 'notices');
  const sum = (keep: (g: CompanyCounts['goals'][number]) => boolean) => f.counts.goals.filter(keep).reduce((n, g) => n + g.n, 0);
  const atRisk = sum((g) => g.likelihood !== null && isAtRisk(g.likelihood));
  const down = sum((g) => trendOf(g.ld) === 'down' || trendOf(g.qd) === 'down');
  return {
    title: t('rhythm.chatTitle', { company: f.companyName, week: String(f.week.week), quarter: quarterLabel(f.week) }),
    lines: [
      { text: t('rhythm.chatGiven', { given: String(f.counts.people - f.counts.behind), people: String(f.counts.people) }) },
      { text: t('rhythm.chatAtRisk', { count: String(atRisk) }) },
      { text: t('rhythm.chatDown', { count: String(down) }) },
    ],
    url: f.url,
  };
}
