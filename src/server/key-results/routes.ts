import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { perPerson } from '../http/per-person-limit';
import { confirmed } from '../http/confirmation';
import { asViewer } from '../goals';
import { keyResultEndpoints as e } from '../../contract/endpoints/key-results';
import { addKeyResult, changeKeyResult, checkIn, listKeyResults, orderKeyResults, removeKeyResult } from './key-result-service';
import { findGoalProgress } from './goal-progress-weeks';
import { findKeyResultProposal, proposeKeyResults, withdrawKeyResultProposal } from './proposal-service';
import { findCompanyProgress, findTeamProgress } from './progress-charts';
import { guard } from '../http/access';
import { seesCompanyProgress } from '../../domain/key-results/permissions';

/** The company's share of goals on track: the CEO, org admins and goal admins (decision 068); out of reach (404) to others. */
const companyProgressReaders = guard('ceo, org admin or goal admin', seesCompanyProgress);

/** Check-ins one person may give in a minute unless CHECKIN_RATE_LIMIT says otherwise: each is kept as history. */
export const CHECKINS_PER_MINUTE = 60;

/** Measured key results (issue 31): who may do what is decided per goal, from the goal's own permissions. */
export const keyResultRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.list, 'signedIn', (req) => asViewer(deps, req, (w) => listKeyResults(w, req.params.goalId)));
    route(app, e.add, 'signedIn', (req) => asViewer(deps, req, (w) => addKeyResult(w, req.params.goalId, req.body)));
    route(app, e.change, 'signedIn', (req) => asViewer(deps, req, (w) => changeKeyResult(w, req.params.id, req.body)));
    route(app, e.order, 'signedIn', (req) => asViewer(deps, req, (w) => orderKeyResults(w, req.params.goalId, req.body.Ids)));
    route(app, e.remove, 'signedIn', (req) => asViewer(deps, req, async (w) => confirmed(req, await removeKeyResult(w, req.params.id))));
    route(app, e.checkIn, 'signedIn', (req) => asViewer(deps, req, (w) => checkIn(w, req.params.id, req.body)), {
      rateLimit: perPerson('key-result-checkin', deps.config.checkinRateLimit),
    });
    route(app, e.proposal, 'signedIn', (req) => asViewer(deps, req, (w) => findKeyResultProposal(w, req.params.goalId)));
    route(app, e.propose, 'signedIn', (req) => asViewer(deps, req, (w) => proposeKeyResults(w, req.params.goalId, req.body)));
    route(app, e.withdraw, 'signedIn', (req) =>
      asViewer(deps, req, async (w) => confirmed(req, await withdrawKeyResultProposal(w, req.params.goalId))),
    );
    route(app, e.progress, 'signedIn', (req) => asViewer(deps, req, (w) => findGoalProgress(w, req.params.goalId)));
    route(app, e.teamProgress, 'signedIn', (req) => asViewer(deps, req, (w) => findTeamProgress(w, req.query)));
    route(app, e.companyProgress, companyProgressReaders, (req) => asViewer(deps, req, (w) => findCompanyProgress(w, req.query)));
  };
