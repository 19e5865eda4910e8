import { say, type NoticeBody, type NoticeText } from './notice-text';

// The weekly follow-up's notices (issue 33, decision 074): what a reminder, a manager's weekly summary and an
// escalation say, as texts of the `notices` catalogue; the server writes them in each recipient's language.

/** How many titles a notice names before '… and N more'. */
export const TITLES_NAMED = 5;

/** A list of names or titles, the first few of them, and how many more. */
export function listOf(items: readonly (string | NoticeText)[], quote = false): NoticeText {
  const named = items.slice(0, TITLES_NAMED).map((s) => (quote && typeof s === 'string' ? say('rhythm.quoted', { title: s }) : s));
  const list = named.reduce<NoticeText | string>((acc, item, i) => (i === 0 ? item : say('rhythm.comma', { list: acc, item })), '');
  const more = items.length - named.length;
  const text = typeof list === 'string' ? say('rhythm.plain', { text: list }) : list;
  return more > 0 ? say('rhythm.more', { list: text, count: String(more) }) : text;
}

export type Notice = { subject: NoticeText; body: NoticeBody };

/** To a person who gave no update by the day: one notice for all their goals waiting for this week's update. */
export const reminderNotice = (goalTitles: readonly string[]): Notice => ({
  subject: say('rhythm.reminder'),
  body: { title: null, parts: [say('rhythm.waitingGoals', { goals: listOf(goalTitles, true) })] },
});

/** The person behind, and for how many weeks in a row when more than this one. */
const behindName = (p: { name: string; streak: number }): string | NoticeText =>
  p.streak > 1 ? say('rhythm.behindFor', { name: p.name, weeks: String(p.streak) }) : p.name;

export type TeamSummaryFacts = {
  behind: { name: string; streak: number }[];
  /** Goals at risk or trending down, with their owner's name. */
  goals: { title: string; owner: string }[];
  approvals: number;
};

/** Whether a manager's week has anything to say: nobody behind, no goal at risk or down, nothing to approve is silence. */
export const hasNews = (f: TeamSummaryFacts) => f.behind.length > 0 || f.goals.length > 0 || f.approvals > 0;

/** A manager's weekly summary of their team. */
export function teamSummaryNotice(f: TeamSummaryFacts): Notice {
  const parts: (string | NoticeText)[] = [];
  if (f.behind.length > 0) parts.push(say('rhythm.summaryBehind', { people: listOf(f.behind.map(behindName)) }));
  if (f.goals.length > 0) {
    const goals = f.goals.map((g) => say('rhythm.goalOf', { title: say('rhythm.quoted', { title: g.title }), owner: g.owner }));
    parts.push(say('rhythm.summaryGoals', { goals: listOf(goals) }));
  }
  if (f.approvals > 0) parts.push(say('rhythm.summaryApprovals', { count: String(f.approvals) }));
  return { subject: say('rhythm.summary'), body: { title: null, parts } };
}

/** To the manager (or, `skipLevel`, the manager's manager) of a person who missed `weeks` weekly updates in a row. */
export function escalationNotice(p: {
  name: string;
  manager: string | null;
  weeks: number;
  goalTitles: readonly string[];
  skipLevel: boolean;
}): Notice {
  const subject = p.skipLevel
    ? say('rhythm.escalationSkip', { user: p.name, manager: p.manager ?? '', weeks: String(p.weeks) })
    : p.weeks === 1
      ? say('rhythm.escalationOnce', { user: p.name })
      : say('rhythm.escalation', { user: p.name, weeks: String(p.weeks) });
  return { subject, body: { title: null, parts: [say('rhythm.waitingGoals', { goals: listOf(p.goalTitles, true) })] } };
}
