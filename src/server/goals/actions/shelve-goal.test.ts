import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenGoalActions } from '../../testing/goal-action-kit';

let k: Awaited<ReturnType<typeof givenGoalActions>>;
beforeAll(async () => {
  k = await givenGoalActions();
});
afterAll(() => k.t.close());

type Who = Parameters<typeof k.post>[0];
const shelve = (who: Who, Id: number, Status: string, Comment?: string) =>
  k.post(who, '/Goal/shelve', { Id, Status, ...(Comment === undefined ? {} : { Comment }) });
const lastLabel = async (id: number) => (await k.labels(id)).at(-1);

describe('POST /api/Goal/shelve', () => {
  it('lets the manager shelve at once and bring the goal back', async () => {
    const id = await k.goalIn('approved');
    const shelved = await k.eventsOf(async () =>
      expect((await shelve('mia', id, 'shelved')).json()).toMatchObject({ State: 'shelved', Badges: ['Shelved'] }),
    );
    expect(shelved.map((e) => e.type)).toEqual(['goal_shelved']);
    expect(await lastLabel(id)).toBe('Shelved');
    expect((await shelve('mia', id, 'reactivated')).json().State).toBe('approved');
    expect(await lastLabel(id)).toBe('Unshelved');
  });

  it('lets the owner ask, and the reviewer approve with either call', async () => {
    const id = await k.goalIn('approved');
    const asked = await shelve('cal', id, 'shelving_in_review', 'Priorities changed');
    expect(asked.json()).toMatchObject({ State: 'shelving_in_review', Permissions: { Reactivate: true, Update: true } });
    expect(await lastLabel(id)).toBe('Submitted shelving request');
    expect((await shelve('mia', id, 'shelved')).json().State).toBe('shelved');
    expect(await lastLabel(id)).toBe('Shelving approved');

    const other = await k.goalIn('shelving_in_review');
    expect((await k.post('mia', '/Goal/approve', { Id: other, Status: 'shelved' })).json().State).toBe('shelved');
    expect(await lastLabel(other)).toBe('Shelving approved');
  });

  it('lets the owner cancel their request; a reviewer denies only with a comment', async () => {
    const mine = await k.goalIn('shelving_in_review');
    expect((await shelve('cal', mine, 'reactivated')).json().State).toBe('approved');
    expect(await lastLabel(mine)).toBe('Canceled shelving request');

    const id = await k.goalIn('shelving_in_review');
    const bare = await shelve('mia', id, 'reactivated');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().Errors).toEqual([{ Field: 'Comment', Message: 'Comment Is Required' }]);
    expect((await shelve('mia', id, 'reactivated', 'We still need it')).json().State).toBe('approved');
    const info = await k.info(id);
    expect(info.GoalTransitions.at(-1).Label).toBe('Shelving denied');
    expect(info.GoalStatusComments.at(-1)).toMatchObject({ Comment: 'We still need it', CommentableId: info.GoalTransitions.at(-1).Id });
  });

  it('answers 403 without the flag', async () => {
    expect((await shelve('cal', await k.goalIn('approved'), 'shelved')).statusCode).toBe(403);
    expect((await shelve('dee', await k.goalIn('approved'), 'shelved')).statusCode).toBe(403);
    expect((await shelve('mia', await k.goalIn('approved'), 'shelving_in_review')).statusCode).toBe(403);
    expect((await shelve('cal', await k.goalIn('shelved'), 'reactivated')).statusCode).toBe(403);
    expect((await shelve('vic', await k.goalIn('shelving_in_review'), 'shelved')).statusCode).toBe(403);
    expect((await shelve('obi', await k.goalIn('approved', 'ceo'), 'shelved')).statusCode).toBe(403);
  });

  it('answers 409 for an illegal change, 404 across tenants, 400 for an unknown Status', async () => {
    const draft = await shelve('cal', await k.goalIn('draft'), 'shelving_in_review');
    expect(draft.statusCode).toBe(409);
    expect(draft.json().Message).toBe("A goal in state 'draft' cannot be requested to be shelved.");
    expect((await shelve('mia', await k.goalIn('finalized'), 'shelved')).statusCode).toBe(409);
    expect((await shelve('mia', await k.goalIn('approved'), 'reactivated')).statusCode).toBe(409);
    expect((await shelve('ceo', await k.foreignGoal(), 'shelved')).statusCode).toBe(404);
    expect((await shelve('mia', await k.goalIn('approved'), 'archived')).statusCode).toBe(400);
  });
});
