import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { guard } from '../../http/access';
import { route } from '../../http/route';
import { actorFrom } from '../../http/access-control';
import { inRequest } from '../../http/unit-of-work';
import { talentReviewEndpoints as e } from '../../../contract/endpoints/talent-reviews';
import { isTalentAdmin } from '../../../domain/askers';
import { feedbackStepNow } from '../feedback/feedback-job';
import { getReviewSettings, saveReviewSettings } from './review-settings';
import { getReviewQuestions, saveReviewQuestions } from './questions-service';
import { getOwnSelfReview, getSelfReviewOf, saveSelfReview } from './self-review-service';

// The same guard as the talent settings' (talentAdmin in ../routes.ts, which registers these: importing it would loop).
const talentAdmin = guard('hr admin, org admin or ceo', isTalentAdmin);

/** Appraisals with more voices (issue 34, decision 077): the voices' settings, the review questions, the self-review. */
export const reviewRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.settings, 'signedIn', (req) => inRequest(deps, req, getReviewSettings));
    route(app, e.saveSettings, talentAdmin, async (req) => {
      const saved = await inRequest(deps, req, (w) => saveReviewSettings(w, req.body));
      // The settings are saved whatever happens here: a failed ask is made again by the next tick.
      if (saved.UpwardFeedbackOn) {
        await feedbackStepNow(deps, actorFrom(req)).catch((error: unknown) =>
          req.log.warn({ err: error }, 'feedback: asking at once failed'),
        );
      }
      return saved;
    });
    route(app, e.questions, 'signedIn', (req) => inRequest(deps, req, getReviewQuestions));
    route(app, e.saveQuestions, talentAdmin, (req) => inRequest(deps, req, (w) => saveReviewQuestions(w, req.params.audience, req.body)));
    route(app, e.selfReview, 'signedIn', (req) => inRequest(deps, req, (w) => getOwnSelfReview(w, req.params.periodId)));
    route(app, e.saveSelfReview, 'signedIn', (req) =>
      inRequest(deps, req, (w) => saveSelfReview(w, { ...req.body, periodId: req.params.periodId })),
    );
    route(app, e.selfReviewOf, 'signedIn', (req) => inRequest(deps, req, (w) => getSelfReviewOf(w, req.params)));
  };
