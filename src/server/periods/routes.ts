import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { withTenant } from '../db/tenant-context';
import { actorFrom } from '../http/access-control';
import { getTenant } from '../tenants/queries';
import { PeriodList } from '../../contract/periods';
import { findCurrentPeriod, listPeriods } from './service';

export const periodRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/Goal/periods', { config: { access: 'signedIn' }, schema: { response: { 200: PeriodList } } }, (req) => {
      const { tenantId } = actorFrom(req);
      return withTenant(deps.database.db, tenantId, async (tx) => {
        const t = await getTenant(tx, tenantId);
        const schedule = { id: t.id, effectiveDate: t.effectiveDate, timeZone: t.timeZone };
        const now = deps.now();
        return { Periods: await listPeriods(tx, schedule, now), Current: await findCurrentPeriod(tx, schedule, now) };
      });
    });
  };
