import type { ActionItemEventType } from './event-types';
import type { Person } from './goal-notices';

export type ActionItemNoticeInput = {
  type: ActionItemEventType;
  actor: Person;
  assigneeId: number;
  requesterId: number;
  actionItemId: number;
  title: string;
};

export type PlannedActionItemNotice = { userId: number; subject: string; body: string; objectType: 'ActionItem'; objectId: number };

/**
 * Who hears of an action item (NotifiedObjectType ActionItem): the assignee when it is assigned to them or
 * changed, the requester when it is completed or reopened. Never the one who did it.
 */
export function planActionItemNotices(input: ActionItemNoticeInput): PlannedActionItemNotice[] {
  const { actor, title } = input;
  const [to, subject] = ((): [number, string] => {
    switch (input.type) {
      case 'action_item_assigned':
        return [input.assigneeId, `${actor.name} assigned you an action item`];
      case 'action_item_changed':
        return [input.assigneeId, `${actor.name} changed an action item assigned to you`];
      case 'action_item_completed':
        return [input.requesterId, `${actor.name} completed an action item you requested`];
      case 'action_item_reopened':
        return [input.requesterId, `${actor.name} reopened an action item you requested`];
    }
  })();
  if (to === actor.id) return [];
  return [{ userId: to, subject, body: title, objectType: 'ActionItem', objectId: input.actionItemId }];
}
