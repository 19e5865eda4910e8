import { EventEmitter } from 'node:events';
import {
  ACTION_ITEM_EVENT_TYPES,
  APPRAISAL_EVENT_TYPES,
  PEOPLE_EVENT_TYPES,
  REVIEW_EVENT_TYPES,
  type ActionItemEventType,
  type AppraisalEventType,
  type GoalEventType,
  type PeopleEventType,
  type ReviewEventType,
} from '../../domain/notifications/event-types';
import type { AiSummaryProgress } from '../../contract/ai-summaries';

export type {
  ActionItemEventType,
  AppraisalEventType,
  GoalEventType,
  PeopleEventType,
  ReviewEventType,
} from '../../domain/notifications/event-types';

export type GoalEvent = {
  type: GoalEventType;
  tenantId: number;
  actorId: number;
  goalId: number;
  /** The goal's owner, so subscribers know whom it concerns without a query. */
  ownerId: number;
  at: Date;
  data?: Record<string, unknown>;
};

export type PeopleEvent = {
  type: PeopleEventType;
  tenantId: number;
  actorId: number;
  /** The person who was added, changed, moved, deactivated or activated. */
  userId: number;
  at: Date;
  /** employee_added: { managerId }; manager_updated: { fromManagerId, toManagerId } (notifications tell those managers). */
  data?: { managerId?: number | null; fromManagerId?: number | null; toManagerId?: number | null; [more: string]: unknown };
};

/** A user finished or changed their user manual (the user-manual area queues these; the live channel passes them on). */
export type UserManualEvent = {
  type: 'user_manual_done' | 'user_manual_updated';
  tenantId: number;
  actorId: number;
  userId: number;
  at: Date;
  data?: Record<string, unknown>;
};

/** An appraisal was shared with its employee (again, after an edit cleared their signature), signed by them, or completed. */
export type AppraisalEvent = {
  type: AppraisalEventType;
  tenantId: number;
  actorId: number;
  appraisalId: number;
  /** The employee. */
  userId: number;
  reviewerId: number;
  /** The employee's manager, who countersigns. */
  managerId: number | null;
  at: Date;
  data?: Record<string, unknown>;
};

/**
 * A step of an appraisal's other voices (issue 34). Talent, which knows who may know what, names the recipients; a
 * notice never names the writer of an anonymous answer. `objectId` is the feedback request (or the calibration).
 */
export type ReviewEvent = {
  type: ReviewEventType;
  tenantId: number;
  actorId: number;
  /** Who hears of it. */
  recipientIds: number[];
  /** The person the voice is about; null for a calibration. */
  subjectId: number | null;
  periodId: number;
  objectId: number;
  at: Date;
  data?: Record<string, unknown>;
};

/** An action item was assigned, changed, completed or reopened; `data.title` is its title after the change. */
export type ActionItemEvent = {
  type: ActionItemEventType;
  tenantId: number;
  actorId: number;
  actionItemId: number;
  assigneeId: number;
  requesterId: number;
  at: Date;
  data: { title: string };
};

/** An AI summary's generation moved on, finished or failed; the live channel tells the person it is for. */
export type AiSummaryEvent = {
  type: 'ai_summary_progress';
  tenantId: number;
  actorId: number;
  userId: number;
  at: Date;
  data: AiSummaryProgress;
};

export type DomainEvent = GoalEvent | PeopleEvent | UserManualEvent | AppraisalEvent | ReviewEvent | ActionItemEvent | AiSummaryEvent;

/** What a service queues; the unit of work adds the tenant, the actor and the time. */
export type EventInput = DomainEvent extends infer E ? (E extends DomainEvent ? Omit<E, 'tenantId' | 'actorId' | 'at'> : never) : never;

export const isGoalEvent = (event: DomainEvent): event is GoalEvent => 'goalId' in event;
export const isPeopleEvent = (event: DomainEvent): event is PeopleEvent => (PEOPLE_EVENT_TYPES as readonly string[]).includes(event.type);
export const isAppraisalEvent = (event: DomainEvent): event is AppraisalEvent =>
  (APPRAISAL_EVENT_TYPES as readonly string[]).includes(event.type);
export const isReviewEvent = (event: DomainEvent): event is ReviewEvent => (REVIEW_EVENT_TYPES as readonly string[]).includes(event.type);
export const isActionItemEvent = (event: DomainEvent): event is ActionItemEvent =>
  (ACTION_ITEM_EVENT_TYPES as readonly string[]).includes(event.type);
export const isAiSummaryEvent = (event: DomainEvent): event is AiSummaryEvent => event.type === 'ai_summary_progress';
export const isUserManualEvent = (event: DomainEvent): event is UserManualEvent =>
  event.type === 'user_manual_done' || event.type === 'user_manual_updated';

export type EventBus = {
  publish: (event: DomainEvent) => void;
  subscribe: (handler: (event: DomainEvent) => void | Promise<void>) => () => void;
  /** Resolves once every handler started so far has finished (tests, shutdown). */
  settled: () => Promise<void>;
};

/** One in-process bus: notifications and the live channel subscribe to what the services publish. */
export function createEventBus(onError: (error: unknown) => void = () => undefined): EventBus {
  const emitter = new EventEmitter();
  const running = new Set<Promise<void>>();
  return {
    publish: (event) => emitter.emit('event', event),
    subscribe: (handler) => {
      const listener = (event: DomainEvent) => {
        const run = Promise.resolve()
          .then(() => handler(event))
          .catch(onError)
          .finally(() => running.delete(run));
        running.add(run);
      };
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    settled: async () => {
      // A handler may publish again (or start more work) while we wait: loop until quiet.
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
