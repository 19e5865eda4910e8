import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { callerOf, type Caller } from '../http/unit-of-work';
import { asViewer, type ViewerWork } from '../goals';
import type { AiModels } from './ai-models';

/**
 * Who calls an AI use case: the house's Caller (deps, actor), with the instance's models on top, as goals put the
 * viewer on top of the Work. A Caller and not a Work: the model is asked outside any transaction, so a slow model
 * holds no database connection. `asViewer` opens the caller's transaction as a goal viewer, for the facts they may see.
 */
export type AiCaller = Caller & {
  ai: AiModels;
  asViewer: <T>(work: (w: ViewerWork) => Promise<T>) => Promise<T>;
};

export const aiCallerOf = (deps: Deps, ai: AiModels, req: FastifyRequest): AiCaller => ({
  ...callerOf(deps, req),
  ai,
  asViewer: (work) => asViewer(deps, req, work),
});
