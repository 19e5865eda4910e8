import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../app';
import { notObserver } from '../http/access';
import type { Work } from '../http/unit-of-work';
import { IdParam } from '../../contract/common';
import {
  ApproveRequest,
  FinalizeApprovedRequest,
  FinalizeRequest,
  FinalizeRetractRequest,
  Goal,
  GoalStatus,
  RetractRequest,
  ShelveRequest,
  UpdateStatusRequest,
} from '../../contract/goals';
import { approveGoal, requestApproval } from './approve-goal';
import { finalizeGoal, retractResults } from './finalize-goal';
import { toGoal, type GoalView } from './goal-view';
import { retractEdits, retractGoal } from './retract-goal';
import { reviewResults } from './review-results';
import { shelveGoal } from './shelve-goal';
import { asViewer, type Viewer } from './viewer';
import { updateWeeklyStatus } from './weekly-update';

const access = { access: notObserver };
const answersGoal = { 200: Goal };

/** The goal state actions of spec 000 §7: approval, retraction, shelving, weekly updates and results. */
export const actionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Runs one action in the tenant's transaction and answers the goal as it now stands.
    const act = (req: FastifyRequest, run: (w: Work, viewer: Viewer) => Promise<GoalView>) =>
      asViewer(deps, req, async (w, v) => toGoal(await run(w, v)));

    app.post('/Goal/approve', { config: access, schema: { body: ApproveRequest, response: answersGoal } }, (req) =>
      act(req, (w, v) => approveGoal(w, v, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment })),
    );
    app.get('/Goal/requestapproval/:id', { config: access, schema: { params: IdParam, response: answersGoal } }, (req) =>
      act(req, (w, v) => requestApproval(w, v, req.params.id)),
    );
    app.post('/Goal/retract', { config: access, schema: { body: RetractRequest, response: answersGoal } }, (req) =>
      act(req, (w, v) => retractGoal(w, v, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment })),
    );
    app.post('/Goal/retractedits', { config: access, schema: { body: RetractRequest, response: answersGoal } }, (req) =>
      act(req, (w, v) => retractEdits(w, v, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment })),
    );
    app.post('/Goal/shelve', { config: access, schema: { body: ShelveRequest, response: answersGoal } }, (req) =>
      act(req, (w, v) => shelveGoal(w, v, { goalId: req.body.Id, status: req.body.Status, comment: req.body.Comment })),
    );
    app.post('/Goal/updatestatus', { config: access, schema: { body: UpdateStatusRequest, response: { 200: GoalStatus } } }, (req) =>
      asViewer(deps, req, async (w, v) =>
        updateWeeklyStatus(w, v, {
          goalId: req.body.Id,
          weekId: req.body.WeekId,
          likelihood: req.body.Likelihood,
          quality: req.body.Quality,
          comment: req.body.Comment,
        }),
      ),
    );
    app.post('/Goal/finalize', { config: access, schema: { body: FinalizeRequest, response: answersGoal } }, (req) =>
      act(req, (w, v) =>
        finalizeGoal(w, v, {
          goalId: req.body.GoalId,
          completed: req.body.Completed,
          quality: req.body.Quality,
          outcome: req.body.Outcome,
          objectiveResult: req.body.ObjectiveResult,
        }),
      ),
    );
    app.post('/Goal/finalize_approved', { config: access, schema: { body: FinalizeApprovedRequest, response: answersGoal } }, (req) =>
      act(req, (w, v) =>
        reviewResults(w, v, { goalId: req.body.GoalId, completed: req.body.Completed, feedback: req.body.Feedback, objectiveResult: req.body.ObjectiveResult }),
      ),
    );
    app.post('/Goal/finalize_retract', { config: access, schema: { body: FinalizeRetractRequest, response: answersGoal } }, (req) =>
      act(req, (w, v) => retractResults(w, v, { goalId: req.body.GoalId, comment: req.body.Comment })),
    );
  };
