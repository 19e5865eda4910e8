import { IdParam, MessageBody } from '../common';
import { endpoint } from '../endpoint';
import { z } from 'zod';
import { Note, NoteCreate, NoteListQuery, NoteUpdate, NoteUserParam } from '../notes';

/** Private notes of spec 001 §7 'Notes'. */
export const noteEndpoints = {
  list: endpoint({ method: 'GET', path: '/note/:userId', params: NoteUserParam, query: NoteListQuery, response: z.array(Note) }),
  create: endpoint({ method: 'POST', path: '/note', body: NoteCreate, response: Note }),
  update: endpoint({ method: 'PUT', path: '/note/:id', params: IdParam, body: NoteUpdate, response: Note }),
  remove: endpoint({ method: 'DELETE', path: '/note/:id', params: IdParam, response: MessageBody }),
};
