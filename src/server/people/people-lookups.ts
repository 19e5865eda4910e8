import { pipelined } from '../db/client';
import type { Work } from '../http/unit-of-work';
import type { CeoResult } from '../../contract/profile';
import type { Hierarchy } from '../../contract/people';
import { findUser } from '../auth';
import { findCeo, findDescendantIds, findPeerIds } from './queries';

/** GET /user/hierarchy: the ids of everyone below the caller and of the caller's peers. */
export async function getHierarchy({ tx, actor: { tenantId, userId } }: Work): Promise<Hierarchy> {
  const me = (await findUser(tx, tenantId, userId))!;
  const [Descendants, Peers] = await pipelined(
    () => findDescendantIds(tx, tenantId, userId),
    () => findPeerIds(tx, tenantId, me),
  );
  return { Descendants, Peers };
}

/** GET /Profile/CEO: the current CEO, told when someone else is about to become CEO. */
export async function getCeo({ tx, actor }: Work): Promise<CeoResult> {
  const ceo = await findCeo(tx, actor.tenantId);
  return ceo ? { Id: ceo.id, Name: ceo.name } : null;
}
