import { EventEmitter } from 'node:events';

export type GoalEventType =
  | 'goal_created'
  | 'goal_updated'
  | 'goal_submitted'
  | 'goal_published'
  | 'goal_approved'
  | 'goal_changes_requested'
  | 'goal_retracted'
  | 'goal_edit_submitted'
  | 'goal_edit_approved'
  | 'goal_shelve_requested'
  | 'goal_shelved'
  | 'goal_reactivated'
  | 'goal_status_updated'
  | 'goal_finalized'
  | 'goal_reviewed'
  | 'goal_results_retracted'
  | 'goal_commented'
  | 'goal_owner_changed'
  | 'goal_parent_changed'
  | 'goal_deleted';

export type DomainEvent = {
  type: GoalEventType;
  tenantId: number;
  actorId: number;
  goalId: number;
  /** The goal's owner, so subscribers know whom it concerns without a query. */
  ownerId: number;
  at: Date;
  data?: Record<string, unknown>;
};

export type EventBus = {
  publish: (event: DomainEvent) => void;
  subscribe: (handler: (event: DomainEvent) => void | Promise<void>) => () => void;
};

/** One in-process bus: notifications and the live channel subscribe to what the goal services publish. */
export function createEventBus(onError: (error: unknown) => void = () => undefined): EventBus {
  const emitter = new EventEmitter();
  return {
    publish: (event) => emitter.emit('event', event),
    subscribe: (handler) => {
      const listener = (event: DomainEvent) => {
        Promise.resolve()
          .then(() => handler(event))
          .catch(onError);
      };
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
