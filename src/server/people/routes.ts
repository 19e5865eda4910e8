import { pipelined } from '../db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { withTenant } from '../db/tenant-context';
import { actorFrom } from '../http/access-control';
import { Hierarchy } from '../../contract/people';
import { findDescendantIds, findPeerIds, findUser } from './queries';

export const peopleRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/user/hierarchy',
      { config: { access: 'signedIn' }, schema: { response: { 200: Hierarchy } } },
      (req) => {
        const { tenantId, userId } = actorFrom(req);
        return withTenant(deps.database.db, tenantId, async (tx) => {
          const me = (await findUser(tx, tenantId, userId))!;
          const [Descendants, Peers] = await pipelined(
            () => findDescendantIds(tx, tenantId, userId),
            () => findPeerIds(tx, tenantId, me),
          );
          return { Descendants, Peers };
        });
      },
    );
  };
