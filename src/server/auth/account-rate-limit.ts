import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { TOO_MANY_ATTEMPTS } from '../http/error-handler';

type AccountOf = (req: FastifyRequest) => { email: string; domain: string | undefined };

/**
 * A preHandler limiting attempts per account (tenant and address, lower-cased) as the route's own rateLimit does
 * per client address: someone with many addresses still gets `max` tries at one account a minute.
 */
export function accountRateLimit(app: FastifyInstance, max: number, accountOf: AccountOf) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (req) => {
      const { email, domain } = accountOf(req);
      // Without a domain the host names the tenant, as sign-in resolves it.
      return `account:${(domain ?? req.headers.host ?? '').toLowerCase()}|${email.toLowerCase()}`;
    },
  });
  return async (req: FastifyRequest) => {
    const result = await limiter(req);
    if (!result.isAllowed && result.isExceeded) throw new AppError('throttled', TOO_MANY_ATTEMPTS);
  };
}
