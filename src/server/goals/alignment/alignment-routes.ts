import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { route } from '../../http/route';
import { goalEndpoints as e } from '../../../contract/endpoints/goals';
import { asViewer } from '../viewer';
import { findAlignedChildren, findCompanyAlignment } from './find-alignment';

export const alignmentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.alignment, 'signedIn', (req) =>
      asViewer(deps, req, (w) => findCompanyAlignment(w, { ...req.query, periodId: req.params.periodId })),
    );
    route(app, e.alignmentChildren, 'signedIn', (req) =>
      asViewer(deps, req, (w) => findAlignedChildren(w, req.params.goalId, { ...req.query, periodId: req.params.periodId })),
    );
  };
