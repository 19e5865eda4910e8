import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyThemes, periods, tenants } from '../db/schema';
import type { GoalType } from '../../domain/goals/states';
import { daysBetween } from '../../domain/periods';
import { DEMO_CEO, DEMO_PEOPLE } from './people';
import { inQuarter } from './goal-plans/plan';
import { CURRENT_GOALS, PREVIOUS_GOALS, RESULT_TEXTS, STATUS_NOTES, THEMES, TREND_SHAPES, type GoalPlan, type Trend } from './goal-plans';
import { findCurrentPeriod } from '../periods';
import { buildGoals, setContinuations, type GoalBlueprint, type GoalMove, type ResultBlueprint } from '../goals';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Quarter = {
  name: 'current' | 'previous';
  periodId: number;
  plans: GoalPlan[];
  start: number;
  end: number;
  // Weeks that may carry a status: up to the current week, or every week that starts inside an ended quarter
  weeks: number;
};

/**
 * Gives the demo company a believable previous and current quarter: company goals of the CEO, goals
 * of every team aligned to them, each state of a goal's life, weekly statuses, results and a theme.
 * Everything is derived from the plans and `now`, so tests can count on it.
 */
export async function seedDemoGoals(tx: Db, d: { tenantId: number; now: Date; people: Map<string, number> }) {
  const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, d.tenantId));
  const current =
    tenant && (await findCurrentPeriod(tx, { id: tenant.id, effectiveDate: tenant.effectiveDate, timeZone: tenant.timeZone }, d.now));
  if (!tenant || !current) return;
  const [previous] = await tx
    .select()
    .from(periods)
    .where(and(eq(periods.tenantId, d.tenantId), eq(periods.index, current.Index - 1)));
  const quarters: Quarter[] = [
    {
      name: 'current',
      periodId: current.Id,
      plans: CURRENT_GOALS,
      start: Date.parse(current.StartDate),
      end: Date.parse(current.EndDate),
      weeks: current.Week,
    },
  ];
  if (previous) {
    const weeks = Math.floor(daysBetween(previous.startDate, previous.endDate) / 7) + 1;
    quarters.push({
      name: 'previous',
      periodId: previous.id,
      plans: PREVIOUS_GOALS,
      start: Date.parse(previous.startDate),
      end: Date.parse(previous.endDate),
      weeks,
    });
  }

  const people = directory(d.people);
  const latest = d.now.getTime() - 5 * 60_000;
  const ids = new Map<string, number>();
  // Parents before children: one batch per depth of the goal tree.
  let queue = quarters.flatMap((q) => q.plans.map((plan, i) => ({ q, plan, i })));
  while (queue.length > 0) {
    const batch = queue.filter(({ q, plan }) => !plan.parent || ids.has(`${q.name}:${plan.parent}`));
    if (batch.length === 0) throw new Error(`Demo goals without a parent in their quarter: ${queue.map((x) => x.plan.key)}`);
    const blueprints = batch.map(({ q, plan, i }) =>
      blueprintOf({
        tenantId: d.tenantId,
        goalType: tenant.goalType as GoalType,
        q,
        plan,
        i,
        latest,
        people,
        parentId: plan.parent ? ids.get(`${q.name}:${plan.parent}`)! : null,
      }),
    );
    const rows = await buildGoals(tx, blueprints);
    batch.forEach(({ q, plan }, k) => ids.set(`${q.name}:${plan.key}`, rows[k]!.id));
    queue = queue.filter((x) => !batch.includes(x));
  }
  // A few goals continue one of the previous quarter (Copy to next quarter, decision 073), so the links show.
  const continuations = CURRENT_GOALS.flatMap((plan) => {
    const from = plan.continues && ids.get(`previous:${plan.continues}`);
    return from ? [{ goalId: ids.get(`current:${plan.key}`)!, continuedFromId: from }] : [];
  });
  await setContinuations(tx, d.tenantId, continuations);
  await tx.insert(companyThemes).values(
    quarters.map((q) => ({
      tenantId: d.tenantId,
      periodId: q.periodId,
      title: THEMES[q.name],
      createdById: people.idOf('olivia'),
      createdAt: new Date(Math.min(q.start - 10 * DAY, latest)),
    })),
  );
}

/** The demo people by first name: id, manager, and whether the manager sets the team's goals. */
function directory(emailToId: Map<string, number>) {
  const everyone = [
    { name: DEMO_CEO.name, email: DEMO_CEO.email, managerEmail: undefined, isGoalManager: false, role: 'ceo' },
    ...DEMO_PEOPLE,
  ];
  const byName = new Map(everyone.map((p) => [p.name.split(' ')[0]!.toLowerCase(), p]));
  const byEmail = new Map(everyone.map((p) => [p.email, p]));
  const idOf = (first: string) => {
    const id = emailToId.get(byName.get(first)?.email ?? '');
    if (id === undefined) throw new Error(`No demo person named ${first}`);
    return id;
  };
  const managerOf = (first: string) => {
    const p = byName.get(first)!;
    // addUser puts a manager or contributor without a manager under the CEO.
    const email = p.role === 'ceo' || p.role === 'observer' ? undefined : (p.managerEmail ?? DEMO_CEO.email);
    return email ? { id: emailToId.get(email)!, setsGoals: !!byEmail.get(email)?.isGoalManager } : null;
  };
  return { idOf, managerOf };
}

type Context = {
  tenantId: number;
  goalType: GoalType;
  q: Quarter;
  plan: GoalPlan;
  i: number;
  latest: number;
  people: People;
  parentId: number | null;
};
type People = ReturnType<typeof directory>;

function blueprintOf({ tenantId, goalType, q, plan, i, latest, people, parentId }: Context): GoalBlueprint {
  const owner = people.idOf(plan.owner);
  const manager = people.managerOf(plan.owner);
  // A goal manager sets the goals of the team and publishes them; the CEO publishes her own.
  const creator = manager?.setsGoals ? manager.id : owner;
  const reviewer = manager?.id ?? owner;
  const cap = (t: number) => new Date(Math.min(t, latest));
  const minutes = ((i * 7) % 50) * 60_000;
  const onDay = (from: number, days: number, hour = 15) => cap(from + days * DAY + hour * HOUR + minutes);
  const daysAgo = (days: number) => cap(latest - days * DAY - (i % 5) * HOUR);
  const weekStart = (week: number) => q.start + (week - 1) * 7 * DAY;
  const words = (text: string) => inQuarter(text, q.start);

  const early = plan.state === 'draft' || plan.state === 'review';
  const at = early && q.name === 'current' ? daysAgo(plan.note ? 6 : 4) : onDay(q.start, -8 + (i % 6));
  const next = (days: number) => cap(at.getTime() + days * DAY);
  const history: GoalMove[] = [];
  const approve = () =>
    history.push(
      ...(creator !== owner || !manager
        ? [{ to: 'approved' as const, by: creator, at: next(1) }]
        : [
            { to: 'review' as const, by: owner, at: next(1) },
            {
              to: 'approved' as const,
              by: reviewer,
              at: next(2),
              ...(plan.state === 'approved' && plan.note ? { comment: plan.note } : {}),
            },
          ]),
    );
  const note = plan.note ? { comment: plan.note } : {};

  let statusWeeks = 0;
  let results: GoalBlueprint['results'];
  if (plan.state === 'draft' && plan.note) {
    history.push({ to: 'review', by: owner, at: next(1) }, { to: 'draft', by: reviewer, at: next(2), ...note });
  } else if (plan.state === 'review') {
    history.push({ to: 'review', by: owner, at: daysAgo(2) });
  } else if (plan.state === 'approved' || plan.state === 'shelving_in_review') {
    approve();
    statusWeeks = Math.max(0, q.weeks - plan.lag);
    if (plan.state === 'shelving_in_review') history.push({ to: 'shelving_in_review', by: owner, at: daysAgo(2), ...note });
  } else if (plan.state === 'shelved') {
    approve();
    const week = q.name === 'current' ? Math.max(1, Math.ceil(q.weeks / 2)) : 6;
    statusWeeks = week - 1;
    history.push({ to: 'shelved', by: reviewer, at: onDay(weekStart(week), 1, 17), ...note });
  } else if (plan.state === 'results_in_review' || plan.state === 'finalized') {
    approve();
    const ahead = plan.result === 'dispute' ? 1 : plan.state === 'results_in_review' ? 2 : 3;
    statusWeeks = q.name === 'current' ? Math.max(1, q.weeks - ahead) : q.weeks;
    const submitted = q.name === 'current' ? onDay(weekStart(statusWeeks), 3) : onDay(q.end, 1 + (i % 3));
    const reviewed = manager ? cap(submitted.getTime() + (1 + (i % 2)) * DAY) : submitted;
    history.push({ to: 'results_in_review', by: owner, at: submitted });
    if (plan.state === 'finalized') history.push({ to: 'finalized', by: reviewer, at: reviewed });
    results = resultsOf(
      plan,
      i,
      { owner, submitted },
      (manager && plan.state === 'finalized') || plan.result === 'dispute' ? { id: reviewer, reviewed } : null,
    );
  }

  const statuses = statusCurve(plan.trend, statusWeeks, i);
  const notes = STATUS_NOTES.filter((n) => n.quarter === q.name && n.goal === plan.key && statusWeeks - n.weeksBack >= 1);
  return {
    tenantId,
    ownerId: owner,
    periodId: q.periodId,
    parentId,
    goalType,
    title: words(plan.title),
    measurement: words(plan.keyResults.join('\n')),
    hidden: plan.hidden ?? false,
    createdById: creator,
    state: plan.state,
    at,
    asOf: new Date(latest),
    history,
    statuses,
    statusComments: notes.map((n) => ({ week: statusWeeks - n.weeksBack, by: people.idOf(n.by), body: words(n.body) })),
    ...(plan.edit && {
      edit: {
        state: plan.edit.state,
        title: words(plan.edit.title),
        measurement: words(plan.edit.keyResults.join('\n')),
        by: owner,
        at: daysAgo(3),
        ...(plan.edit.state === 'review' && { submittedAt: daysAgo(2), comment: plan.edit.note }),
      },
    }),
    ...(results && { results }),
    followers: (plan.followers ?? []).map(people.idOf),
  };
}

const pick = (texts: string[], i: number) => texts[i % texts.length]!;

function resultsOf(plan: GoalPlan, i: number, o: { owner: number; submitted: Date }, m: { id: number; reviewed: Date } | null) {
  const done = plan.result !== 'missed';
  const verdict = done ? 'achieved' : 'missed';
  const owner: ResultBlueprint = {
    completed: done,
    quality: done ? 3 + (i % 2) : 1 + (i % 2),
    text: pick(RESULT_TEXTS.owner[verdict], i),
    by: o.owner,
    at: o.submitted,
  };
  if (!m) return { owner };
  // In a dispute the manager disagrees about Completed; the plan's note says why.
  const manager: ResultBlueprint =
    plan.result === 'dispute'
      ? { completed: !done, text: plan.note ?? 'Not yet: one key result is still open.', by: m.id, at: m.reviewed }
      : { completed: done, text: pick(RESULT_TEXTS.manager[verdict], i), by: m.id, at: m.reviewed };
  return { owner, manager };
}

// A small, repeating wobble so that no two goals read the same; derived from indexes, never random.
const WOBBLE = [0, 1, 0, 0, -1, 0, 0, 1, 0, -1, 0, 0, 0];
const clamp = (n: number) => Math.min(4, Math.max(0, n));

/** Likelihood and quality for `weeks` weeks along a trend; the newest status tells the trend's story. */
export function statusCurve(trend: Trend, weeks: number, seed: number): [number, number][] {
  const [from, to] = TREND_SHAPES[trend];
  const out = Array.from({ length: weeks }, (_, w): [number, number] => {
    const t = weeks > 1 ? w / (weeks - 1) : 1;
    const at = (k: 0 | 1) => clamp(Math.round(from[k] + (to[k] - from[k]) * t) + WOBBLE[(w + 5 * seed + 7 * k) % WOBBLE.length]!);
    return [at(0), at(1)];
  });
  const [prev, last] = [out[weeks - 2], out[weeks - 1]];
  if (!prev || !last) return out;
  if (trend === 'slipping') {
    // Was Likely, now Unsure: the goal shows Trending Down.
    [prev[0], last[0], last[1]] = [3, 2, Math.min(last[1], prev[1])];
  } else if (trend === 'at_risk') {
    last[0] = 1;
  } else {
    [last[0], last[1]] = [Math.max(last[0], prev[0]), Math.max(last[1], prev[1])];
  }
  return out;
}
