import type { ActionItemEventType } from './event-types';
import type { Person } from './goal-notices';
import { say, type NoticeBody, type NoticeText } from './notice-text';

export type ActionItemNoticeInput = {
  type: ActionItemEventType;
  actor: Person;
  assigneeId: number;
  requesterId: number;
  actionItemId: number;
  title: string;
};

export type PlannedActionItemNotice = { userId: number; subject: NoticeText; body: NoticeBody; objectType: 'ActionItem'; objectId: number };

/**
 * Who hears of an action item (NotifiedObjectType ActionItem): the assignee when it is assigned to them or
 * changed, the requester when it is completed or reopened. Never the one who did it.
 */
export function planActionItemNotices(input: ActionItemNoticeInput): PlannedActionItemNotice[] {
  const { actor, title } = input;
  const [to, key] = ((): [number, string] => {
    switch (input.type) {
      case 'action_item_assigned':
        return [input.assigneeId, 'assigned'];
      case 'action_item_changed':
        return [input.assigneeId, 'changed'];
      case 'action_item_completed':
        return [input.requesterId, 'completed'];
      case 'action_item_reopened':
        return [input.requesterId, 'reopened'];
    }
  })();
  if (to === actor.id) return [];
  const subject = say(`actionItem.${key}`, { actor: actor.name });
  return [{ userId: to, subject, body: { title: null, parts: [title] }, objectType: 'ActionItem', objectId: input.actionItemId }];
}
