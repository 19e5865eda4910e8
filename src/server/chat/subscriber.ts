import type { Deps } from '../deps';
import { withTenant } from '../db/tenant-context';
import { isGoalEvent, type DomainEvent, type GoalEvent } from '../events/bus';
import { goalPostOf, isChatPostEvent, type ChatPostEvent } from '../../domain/chat/goal-posts';
import { CHAT_QUEUE, type ChatPostJob } from './post-job';
import { loadChatGoalFacts } from './event-facts';
import { goalMessageOf } from './goal-messages';
import { findWebhookKinds } from './queries';

/**
 * Posts what goals announce to the company's chats: approvals waiting (a goal or its edits submitted) and goals newly
 * at risk. After the request's commit, on the bus: a post never holds up or fails the request; the job queue sends it.
 * A company without webhooks costs one indexed look-up per such event.
 */
export function subscribeChat(deps: Pick<Deps, 'database' | 'jobs' | 'events' | 'config'>): {
  stop: () => void;
  idle: () => Promise<void>;
} {
  const running = new Set<Promise<void>>();
  const stop = deps.events.subscribe((event: DomainEvent) => {
    if (!isGoalEvent(event)) return;
    const type = event.type;
    if (!isChatPostEvent(type)) return;
    // Kept until done, so that closing the app waits for it before the database goes.
    const run = queuePost(deps, event, type).finally(() => running.delete(run));
    running.add(run);
    return run;
  });
  return {
    stop,
    idle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

async function queuePost(deps: Pick<Deps, 'database' | 'jobs' | 'config'>, event: GoalEvent, type: ChatPostEvent): Promise<void> {
  const tenantId = event.tenantId;
  const found = await withTenant(deps.database.db, tenantId, async (tx) => {
    const kinds = await findWebhookKinds(tx, tenantId);
    return kinds.length === 0 ? null : { kinds, facts: await loadChatGoalFacts(tx, event) };
  });
  if (!found?.facts) return;
  const { kinds, facts } = found;
  const post = goalPostOf({ type, goal: facts.goal, ...(facts.status ? { status: facts.status } : {}) });
  if (!post) return;
  const message = goalMessageOf(deps.config, post, facts);
  const key = `${tenantId}:${type}:${event.goalId}:${event.at.getTime()}`;
  for (const kind of kinds) await deps.jobs.send<ChatPostJob>(CHAT_QUEUE, { tenantId, kind, message }, `${key}:${kind}`);
}
