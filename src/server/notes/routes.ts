import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { confirmed } from '../http/confirmation';
import { inRequest } from '../http/unit-of-work';
import { noteEndpoints as e } from '../../contract/endpoints/notes';
import { createNote, deleteNote, listNotes, updateNote } from './note-service';

/** Private notes (spec 001 §7 'Notes'): any signed-in person; who may act on which note is decided per row (domain/notes). */
export const noteRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.list, 'signedIn', (req) => inRequest(deps, req, (w) => listNotes(w, { ...req.params, ...req.query })));
    route(app, e.create, 'signedIn', (req) => inRequest(deps, req, (w) => createNote(w, req.body)));
    route(app, e.update, 'signedIn', (req) => inRequest(deps, req, (w) => updateNote(w, { ...req.body, id: req.params.id })));
    route(app, e.remove, 'signedIn', (req) => inRequest(deps, req, async (w) => confirmed(req, await deleteNote(w, req.params.id))));
  };
