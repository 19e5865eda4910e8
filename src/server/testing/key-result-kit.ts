import type { TestApp } from './test-app';

type Headers = Record<string, string>;
type As<Who extends string> = (who: Who) => Promise<Headers>;

/**
 * Gives a draft goal one measured key result through the API (issue 31), has it approved (its owner sends it to review,
 * the approver approves it) and checks in a reading as its owner: the goal's progress is then `reading / target`, in
 * percent. The goal's quarter must have begun (a check-in needs it).
 */
export async function givenMeasuredGoal<Who extends string>(
  t: TestApp,
  as: As<Who>,
  g: { goalId: number; owner: Who; approver: Who; target: number; reading: number },
): Promise<void> {
  const call = async (who: Who, url: string, payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: await as(who), payload });
    if (res.statusCode !== 200) throw new Error(`POST ${url} as ${who}: ${res.statusCode} ${res.body}`);
    return res.json() as { Id: number };
  };
  const added = await call(g.owner, `/Goal/${g.goalId}/keyresults`, {
    Title: 'Signed contracts',
    Kind: 'number',
    Direction: 'increase',
    Start: 0,
    Target: g.target,
  });
  await call(g.owner, '/Goal/approve', { Id: g.goalId, Status: 'review' });
  await call(g.approver, '/Goal/approve', { Id: g.goalId, Status: 'approved' });
  await call(g.owner, `/Goal/keyresults/${added.Id}/checkin`, { Value: g.reading });
}
