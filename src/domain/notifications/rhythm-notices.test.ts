import { describe, expect, it } from 'vitest';
import { escalationNotice, hasNews, listOf, reminderNotice, teamSummaryNotice } from './rhythm-notices';

describe('a list in a notice', () => {
  it.each([
    [[], { key: 'rhythm.plain', values: { text: '' } }],
    [['A'], { key: 'rhythm.plain', values: { text: 'A' } }],
    [['A', 'B'], { key: 'rhythm.comma', values: { list: 'A', item: 'B' } }],
  ])('%j', (items, text) => expect(listOf(items)).toEqual(text));

  it('names five, then how many more', () => {
    const list = listOf(['1', '2', '3', '4', '5', '6', '7']);
    expect(list).toMatchObject({ key: 'rhythm.more', values: { count: '2' } });
  });
});

describe('the follow-up notices', () => {
  it.each([
    [{ behind: [], goals: [], approvals: 0 }, false],
    [{ behind: [{ name: 'Eve', streak: 1 }], goals: [], approvals: 0 }, true],
    [{ behind: [], goals: [{ title: 'G', owner: 'Cal' }], approvals: 0 }, true],
    [{ behind: [], goals: [], approvals: 1 }, true],
  ])('a team week %j has news: %s', (facts, news) => expect(hasNews(facts)).toBe(news));

  it('names a streak past one week in the summary', () => {
    const notice = teamSummaryNotice({ behind: [{ name: 'Eve', streak: 3 }], goals: [], approvals: 0 });
    expect(notice.body.parts).toEqual([
      { key: 'rhythm.summaryBehind', values: { people: { key: 'rhythm.behindFor', values: { name: 'Eve', weeks: '3' } } } },
    ]);
  });

  it.each([
    [{ weeks: 1, skipLevel: false }, 'rhythm.escalationOnce'],
    [{ weeks: 2, skipLevel: false }, 'rhythm.escalation'],
    [{ weeks: 3, skipLevel: true }, 'rhythm.escalationSkip'],
  ])('an escalation of %j says %s', (f, key) => {
    expect(escalationNotice({ name: 'Eve', manager: 'Mia', goalTitles: ['G'], ...f }).subject.key).toBe(key);
  });

  it('reminds once, naming the goals', () => {
    expect(reminderNotice(['G']).subject).toEqual({ key: 'rhythm.reminder' });
  });
});
