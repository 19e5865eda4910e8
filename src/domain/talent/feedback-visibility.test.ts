import { describe, expect, it } from 'vitest';
import { feedbackSeenBy, seesAnyFeedback, type FeedbackViewer, type StoredVoice } from './feedback-visibility';
import type { AskedQuestion, PeerVisibility } from './review-questions';

const questions: AskedQuestion[] = [
  { id: 1, text: 'Keep doing?', kind: 'text', scale: null, required: true },
  { id: 2, text: 'Reliable?', kind: 'rating', scale: ['No', 'Mostly', 'Yes'], required: true },
];
let next = 100;
const voice = (kind: 'peer' | 'upward', name: string, state: StoredVoice['state'], rating = 3, words = `words ${next}`): StoredVoice => ({
  id: next++,
  kind,
  state,
  respondent: { id: next, name },
  nominatedBySubject: kind === 'peer',
  questions,
  answers:
    state === 'submitted'
      ? [
          { questionId: 1, rating: null, text: words },
          { questionId: 2, rating, text: null },
        ]
      : null,
  declineReason: state === 'declined' ? 'Too busy' : null,
  requestedAt: state === 'nominated' ? null : '2026-04-01T10:00:00.000Z',
  submittedAt: state === 'submitted' ? `2026-04-0${next % 9}T10:00:00.000Z` : null,
});

const viewer = (over: Partial<FeedbackViewer>): FeedbackViewer => ({
  isSubject: false,
  isManager: false,
  isManagersManager: false,
  seesAllAppraisals: false,
  ...over,
});
const ROLES = {
  subject: viewer({ isSubject: true }),
  manager: viewer({ isManager: true }),
  managersManager: viewer({ isManagersManager: true }),
  talentAdmin: viewer({ seesAllAppraisals: true }),
  subjectWhoIsAdmin: viewer({ isSubject: true, seesAllAppraisals: true }),
  colleague: viewer({}),
};
type Role = keyof typeof ROLES;
const MODES: PeerVisibility[] = ['named', 'anonymous', 'summary'];

// Three peers answered (Zed first, then Amy, then Bob), one declined, one waits for the manager; two reports of three
// answered about the subject as a manager.
const three = [
  voice('peer', 'Zed', 'submitted', 1, 'b words'),
  voice('peer', 'Amy', 'submitted', 3, 'c words'),
  voice('peer', 'Bob', 'submitted', 2, 'a words'),
  voice('peer', 'Dan', 'declined'),
  voice('peer', 'Eve', 'nominated'),
];
const upwardTwo = [voice('upward', 'Rex', 'submitted'), voice('upward', 'Sam', 'submitted'), voice('upward', 'Tom', 'requested')];
const all = [...three, ...upwardTwo];
const writers = (seen: ReturnType<typeof feedbackSeenBy>) =>
  JSON.stringify(seen).match(/Zed|Amy|Bob|Rex|Sam|Tom|Too busy|2026-04-0/g) ?? [];

describe('who sees the peers’ answers, by role and the company’s mode', () => {
  it.each<[Role, PeerVisibility, string | null, boolean, boolean]>([
    // role, mode, how they see them, names of writers, words shown
    ...MODES.map((m): [Role, PeerVisibility, string, boolean, boolean] => ['manager', m, 'full', true, true]),
    ...MODES.map((m): [Role, PeerVisibility, string, boolean, boolean] => ['managersManager', m, 'full', true, true]),
    ...MODES.map((m): [Role, PeerVisibility, string, boolean, boolean] => ['talentAdmin', m, 'full', true, true]),
    ['subject', 'named', 'named', true, true],
    ['subject', 'anonymous', 'anonymous', false, true],
    ['subject', 'summary', 'summary', false, false],
    ['subjectWhoIsAdmin', 'anonymous', 'anonymous', false, true],
    ['subjectWhoIsAdmin', 'summary', 'summary', false, false],
    ...MODES.map((m): [Role, PeerVisibility, null, boolean, boolean] => ['colleague', m, null, false, false]),
  ])('%s in %s mode sees them as %s (names: %s, words: %s)', (role, mode, view, named, words) => {
    const seen = feedbackSeenBy(ROLES[role], mode, three);
    if (view === null) {
      expect(seen.Peers).toBeNull();
      expect(seesAnyFeedback(ROLES[role])).toBe(false);
      return;
    }
    expect(seen.Peers).toMatchObject({ Visibility: view, Count: 3, Threshold: 3, Shown: true });
    expect(seen.Peers!.Answers.some((a) => a.Writer !== null)).toBe(named);
    expect(seen.Peers!.Answers.some((a) => a.Text !== null)).toBe(words);
    if (view === 'summary')
      expect(seen.Peers!.Summary).toEqual([{ Question: 'Reliable?', Scale: ['No', 'Mostly', 'Yes'], Average: 2, Count: 3 }]);
  });

  it('gives the manager’s side every request with its state and the decline’s reason, by name', () => {
    const seen = feedbackSeenBy(ROLES.manager, 'anonymous', three);
    expect(seen.Peers!.Requests.map((r) => [r.Respondent.Name, r.State, r.DeclineReason])).toEqual([
      ['Amy', 'submitted', null],
      ['Bob', 'submitted', null],
      ['Dan', 'declined', 'Too busy'],
      ['Eve', 'nominated', null],
      ['Zed', 'submitted', null],
    ]);
  });

  it.each(MODES)('shows the person in %s mode whom they named, waiting or asked, not who answered or declined', (mode) => {
    const seen = feedbackSeenBy(ROLES.subject, mode, three);
    expect(seen.Peers!.Requests.map((r) => [r.Respondent.Name, r.State, r.DeclineReason, r.SubmittedAt, r.RequestedAt])).toEqual([
      ['Amy', 'requested', null, null, null],
      ['Bob', 'requested', null, null, null],
      ['Dan', 'requested', null, null, null],
      ['Eve', 'nominated', null, null, null],
      ['Zed', 'requested', null, null, null],
    ]);
  });

  it('orders anonymous answers by question and content, not by writing, and names no writer, time or reason', () => {
    const seen = feedbackSeenBy(ROLES.subject, 'anonymous', three);
    expect(seen.Peers!.Answers.map((a) => [a.Question, a.Rating ?? a.Text])).toEqual([
      ['Keep doing?', 'a words'],
      ['Keep doing?', 'b words'],
      ['Keep doing?', 'c words'],
      ['Reliable?', 1],
      ['Reliable?', 2],
      ['Reliable?', 3],
    ]);
    // The names the person nominated are theirs to know; nothing ties one to an answer.
    expect(JSON.stringify(seen.Peers!.Answers)).not.toMatch(/Zed|Amy|Bob|2026|Too busy/);
  });

  it.each<[PeerVisibility, number]>([
    ['anonymous', 2],
    ['summary', 2],
    ['anonymous', 0],
  ])('hides a %s set of %i answers under the threshold, telling only the count', (mode, count) => {
    const seen = feedbackSeenBy(ROLES.subject, mode, three.slice(0, count));
    expect(seen.Peers).toMatchObject({ Count: count, Shown: false, Answers: [], Summary: [] });
  });

  it('shows a named set of any size', () => {
    expect(feedbackSeenBy(ROLES.subject, 'named', three.slice(0, 1)).Peers).toMatchObject({ Count: 1, Shown: true });
  });
});

describe('who sees the upward feedback about a manager', () => {
  it.each<[Role, boolean]>([
    ['subject', true],
    ['manager', true],
    ['managersManager', false],
    ['talentAdmin', false],
    ['subjectWhoIsAdmin', true],
    ['colleague', false],
  ])('%s sees it: %s', (role, sees) => {
    const seen = feedbackSeenBy(ROLES[role], 'named', all);
    if (!sees) return expect(seen.Upward).toBeNull();
    expect(seen.Upward).toEqual({ Asked: 3, Count: 2, Threshold: 3, Shown: false, Answers: [], Summary: [] });
  });

  it('shows three or more answers without writers, in the order of their content', () => {
    const upward = [...upwardTwo, voice('upward', 'Uma', 'submitted', 1, 'z words')];
    const seen = feedbackSeenBy(ROLES.manager, 'named', upward);
    expect(seen.Upward).toMatchObject({ Asked: 4, Count: 3, Shown: true });
    expect(seen.Upward!.Answers.every((a) => a.Writer === null)).toBe(true);
    expect(seen.Upward!.Summary).toEqual([{ Question: 'Reliable?', Scale: ['No', 'Mostly', 'Yes'], Average: 2.33, Count: 3 }]);
    expect(JSON.stringify(seen.Upward)).not.toMatch(/Rex|Sam|Tom|Uma|2026/);
  });
});

describe('nothing that names a writer reaches a viewer who must not know', () => {
  it.each<[Role, PeerVisibility, string[]]>([
    ['subject', 'anonymous', ['Amy', 'Bob', 'Zed']],
    ['subject', 'summary', ['Amy', 'Bob', 'Zed']],
    ['manager', 'anonymous', ['Amy', 'Bob', 'Too busy', 'Zed']],
    ['colleague', 'named', []],
  ])('%s in %s mode reads no more names than %j', (role, mode, allowed) => {
    // Upward writers never; peers' names only as the requests the viewer may see.
    const seen = feedbackSeenBy(ROLES[role], mode, all);
    const found = writers(seen).filter((w) => !w.startsWith('2026'));
    expect([...new Set(found)].filter((w) => !allowed.includes(w))).toEqual([]);
  });
});
