import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { notObserver } from '../../http/access';
import { route } from '../../http/route';
import { goalEndpoints as e } from '../../../contract/endpoints/goals';
import { approveGoal, requestApproval } from './approve-goal';
import type { EditPart } from './edit-parts';
import { finalizeGoal, retractResults } from './finalize-goal';
import { toGoal, type GoalView } from '../read/goal-view';
import { retractEdits, retractGoal } from './retract-goal';
import { reviewResults } from './review-results';
import { shelveGoal } from './shelve-goal';
import { asViewer, type ViewerWork } from '../viewer';
import { updateWeeklyStatus } from './weekly-update';

/** The goal state actions of spec 000 §7: approval, retraction, shelving, weekly updates and results. */
export const actionRoutes =
  (deps: Deps, editParts: readonly EditPart[]): FastifyPluginAsyncZod =>
  async (app) => {
    // Runs one action in the tenant's transaction and answers the goal as it now stands.
    const act = (req: FastifyRequest, run: (w: ViewerWork) => Promise<GoalView>) => asViewer(deps, req, async (w) => toGoal(await run(w)));

    route(app, e.approve, notObserver, (req) =>
      act(req, (w) => approveGoal(w, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment }, editParts)),
    );
    route(app, e.requestApproval, notObserver, (req) => act(req, (w) => requestApproval(w, req.params.id)));
    route(app, e.retract, notObserver, (req) =>
      act(req, (w) => retractGoal(w, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment })),
    );
    route(app, e.retractEdits, notObserver, (req) =>
      act(req, (w) => retractEdits(w, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment })),
    );
    route(app, e.shelve, notObserver, (req) =>
      act(req, (w) => shelveGoal(w, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment })),
    );
    route(app, e.updateStatus, notObserver, (req) =>
      asViewer(deps, req, async (w) =>
        updateWeeklyStatus(w, {
          goalId: req.body.Id,
          weekId: req.body.WeekId,
          likelihood: req.body.Likelihood,
          quality: req.body.Quality,
          comment: req.body.Comment,
        }),
      ),
    );
    route(app, e.finalize, notObserver, (req) =>
      act(req, (w) =>
        finalizeGoal(w, {
          goalId: req.body.GoalId,
          completed: req.body.Completed,
          quality: req.body.Quality,
          outcome: req.body.Outcome,
          objectiveResult: req.body.ObjectiveResult,
        }),
      ),
    );
    route(app, e.finalizeApproved, notObserver, (req) =>
      act(req, (w) =>
        reviewResults(w, {
          goalId: req.body.GoalId,
          completed: req.body.Completed,
          feedback: req.body.Feedback,
          objectiveResult: req.body.ObjectiveResult,
        }),
      ),
    );
    route(app, e.finalizeRetract, notObserver, (req) =>
      act(req, (w) => retractResults(w, { goalId: req.body.GoalId, comment: req.body.Comment })),
    );
  };
