import { describe, expect, it } from 'vitest';
import { failureOfAnswer, serviceSaid } from './post-failure';
import { goalPostOf, type GoalPostFacts } from './goal-posts';

describe('a chat service’s refusal', () => {
  it.each([
    [404, 'no_service', { reason: 'gone', detail: 'HTTP 404 no_service', retry: false }],
    [410, 'channel_is_archived', { reason: 'gone', detail: 'HTTP 410 channel_is_archived', retry: false }],
    [403, 'action_prohibited', { reason: 'denied', detail: 'HTTP 403 action_prohibited', retry: false }],
    [400, 'invalid_payload', { reason: 'refused', detail: 'HTTP 400 invalid_payload', retry: false }],
    [
      400,
      '{"error":{"code":"TriggerInputSchemaMismatch","message":"Bad card"}}',
      { reason: 'refused', detail: 'HTTP 400 TriggerInputSchemaMismatch: Bad card', retry: false },
    ],
    [429, '', { reason: 'busy', detail: 'HTTP 429', retry: true }],
    [500, 'rollup_error', { reason: 'busy', detail: 'HTTP 500 rollup_error', retry: true }],
    [503, '<html>\n  Service Unavailable\n</html>', { reason: 'busy', detail: 'HTTP 503 <html> Service Unavailable </html>', retry: true }],
    [302, '', { reason: 'redirect', detail: 'HTTP 302', retry: false }],
  ])('HTTP %i %j is %o', (status, body, failure) => {
    expect(failureOfAnswer(status, body)).toEqual(failure);
  });

  it('keeps what the service said short', () => {
    expect(serviceSaid('x'.repeat(500))).toHaveLength(120);
  });
});

const goal = (over: Partial<GoalPostFacts['goal']> = {}): GoalPostFacts['goal'] => ({
  state: 'approved',
  hidden: false,
  deleted: false,
  ...over,
});
const status = (likelihood: number, previousLikelihood: number | null, newest = true) => ({ likelihood, previousLikelihood, newest });

describe('what a goal event posts to the company’s chats', () => {
  it.each<[string, GoalPostFacts, ReturnType<typeof goalPostOf>]>([
    [
      'a goal submitted: its title withheld while it is a draft in review',
      { type: 'goal_submitted', goal: goal({ state: 'review' }) },
      { kind: 'approval', edit: false, titled: false },
    ],
    [
      'edits of a published goal submitted: titled',
      { type: 'goal_edit_submitted', goal: goal() },
      { kind: 'approval', edit: true, titled: true },
    ],
    ['a private goal submitted: nothing', { type: 'goal_submitted', goal: goal({ state: 'review', hidden: true }) }, null],
    ['edits of a private goal: nothing', { type: 'goal_edit_submitted', goal: goal({ hidden: true }) }, null],
    ['a deleted goal: nothing', { type: 'goal_edit_submitted', goal: goal({ deleted: true }) }, null],
    ['a first update below 2: at risk', { type: 'goal_status_updated', goal: goal(), status: status(1, null) }, { kind: 'atRisk' }],
    ['from 2 to 1: at risk', { type: 'goal_status_updated', goal: goal(), status: status(1, 2) }, { kind: 'atRisk' }],
    ['from 4 to 0: at risk', { type: 'goal_status_updated', goal: goal(), status: status(0, 4) }, { kind: 'atRisk' }],
    ['from 1 to 0: already at risk', { type: 'goal_status_updated', goal: goal(), status: status(0, 1) }, null],
    ['a first update of 2: not at risk', { type: 'goal_status_updated', goal: goal(), status: status(2, null) }, null],
    ['from 1 to 3: not at risk', { type: 'goal_status_updated', goal: goal(), status: status(3, 1) }, null],
    ['an earlier week’s update: not the goal’s newest', { type: 'goal_status_updated', goal: goal(), status: status(1, 3, false) }, null],
    ['a private goal at risk: nothing', { type: 'goal_status_updated', goal: goal({ hidden: true }), status: status(1, 3) }, null],
    [
      'shelving in review, at risk: posted (it is published)',
      { type: 'goal_status_updated', goal: goal({ state: 'shelving_in_review' }), status: status(1, 3) },
      { kind: 'atRisk' },
    ],
    ['an update without its status: nothing', { type: 'goal_status_updated', goal: goal() }, null],
  ])('%s', (_name, facts, post) => {
    expect(goalPostOf(facts)).toEqual(post);
  });
});
