import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { settingsEditors } from '../tenants';
import { rhythmEndpoints as e } from '../../contract/endpoints/rhythm';
import { getRhythmSettings, saveRhythmSettings } from './settings-service';

/** The weekly follow-up's settings: everyone of the company reads them (the update's day), the CEO and org admins set them. */
export const rhythmRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.settings, 'signedIn', (req) => inRequest(deps, req, getRhythmSettings));
    route(app, e.save, settingsEditors, (req) => inRequest(deps, req, (w) => saveRhythmSettings(w, req.body)));
  };
