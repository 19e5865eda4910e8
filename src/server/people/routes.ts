import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { peopleEndpoints as e } from '../../contract/endpoints/people';
import { findHelp } from './help';
import { getHierarchy } from './people-lookups';

export const peopleRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.hierarchy, 'signedIn', (req) => inRequest(deps, req, getHierarchy));
    // The help page's contacts are people: the admins of each kind.
    route(app, e.help, 'signedIn', (req) => inRequest(deps, req, findHelp));
  };
