import { z } from 'zod';
import { IdParam, MessageBody } from '../common';
import { endpoint } from '../endpoint';
import {
  ActionItem,
  ActionItemList,
  ActionItemQuery,
  ActionItemSave,
  ActionItemUser,
  ActionItemUsersQuery,
  MarkCompleteParams,
} from '../action-items';

/** Action items of spec 001 §7 'Action items'. */
export const actionItemEndpoints = {
  list: endpoint({ method: 'POST', path: '/actionitem/Get', body: ActionItemQuery, response: ActionItemList }),
  create: endpoint({ method: 'POST', path: '/actionitem', body: ActionItemSave, response: ActionItem }),
  update: endpoint({ method: 'PUT', path: '/actionitem/:id', params: IdParam, body: ActionItemSave, response: ActionItem }),
  remove: endpoint({ method: 'DELETE', path: '/actionitem/:id', params: IdParam, response: MessageBody }),
  users: endpoint({ method: 'GET', path: '/actionitem/users', query: ActionItemUsersQuery, response: z.array(ActionItemUser) }),
  markComplete: endpoint({ method: 'GET', path: '/actionitem/MarkComplete/:id/:tab', params: MarkCompleteParams, response: ActionItem }),
};
