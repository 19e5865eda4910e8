import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Endpoint } from '../../contract/endpoint';
import { peopleEndpoints } from '../../contract/endpoints/people';
import { userManualEndpoints } from '../../contract/endpoints/user-manual';
import { AppError } from '../errors';

export const TOO_MANY_REPORTS = 'You have asked for many reports in a short time. Please wait a minute and try again.';

/** Downloads a minute: one person's (REPORT_RATE_LIMIT), and their whole company's, six times as many. */
export const companyLimitOf = (perPerson: number) => perPerson * 6;

/** Files people stored (a picture, an uploaded manual), sent as they are: nothing is made for them, so they do not count. */
const STORED_FILES: readonly Endpoint[] = [peopleEndpoints.avatar, userManualEndpoints.download];

/**
 * A preHandler for every route: each document made for a download (a report, an appraisal's print, a summary's slides,
 * a user manual's PDF) counts against its person and its company, in one budget whichever area makes it; over either,
 * 429 with Retry-After. Kept in this instance's memory, as the sign-in limits are.
 */
export function downloadThrottle(limits: { perPerson: number; perCompany: number }) {
  const person = new RateLimiterMemory({ points: limits.perPerson, duration: 60 });
  const company = new RateLimiterMemory({ points: limits.perCompany, duration: 60 });
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const actor = req.actor;
    const endpoint = req.routeOptions.config.endpoint;
    if (!actor || endpoint?.response !== 'file' || STORED_FILES.includes(endpoint)) return;
    try {
      await person.consume(`${actor.tenantId}:${actor.userId}`);
      await company.consume(String(actor.tenantId));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      void reply.header('retry-after', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      throw new AppError('throttled', TOO_MANY_REPORTS);
    }
  };
}
