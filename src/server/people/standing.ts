import type { Db } from '../db/client';
import { notFound } from '../errors';
import { viewerFacts, type Actor } from '../http/access';
import type { RoleName } from '../../contract/people';
import type { Relation, TargetFacts, ViewerFacts } from '../../domain/people/permissions';
import { findAncestorIds, findPerson, type Person } from './person-queries';
import { PERSON_NOT_FOUND } from '../../domain/askers';

/** How the viewer stands to a person: the person, the facts the rules need, and who is above whom. */
export type Standing = {
  viewer: ViewerFacts;
  person: Person;
  facts: TargetFacts;
  rel: Relation;
  /** Nearest first. */
  ancestorIds: number[];
};

export const targetFacts = (p: Person): TargetFacts => ({
  Id: p.id,
  RoleName: p.roleName as RoleName,
  IsOrgAdmin: p.isOrgAdmin,
  IsGoalAdmin: p.isGoalAdmin,
  IsHrAdmin: p.isHrAdmin,
  IsGoalManager: p.isGoalManager,
  DeactivatedAt: p.deactivatedAt?.toISOString() ?? null,
  InvitationAcceptedAt: p.invitationAcceptedAt?.toISOString() ?? null,
});

export const standingOf = (actor: Actor, person: Person, ancestorIds: number[]): Standing => ({
  viewer: viewerFacts(actor),
  person,
  facts: targetFacts(person),
  rel: { isSelf: actor.userId === person.id, isAbove: ancestorIds.includes(actor.userId) },
  ancestorIds,
});

/** Loads a person of the actor's tenant (404 otherwise, also for another tenant's ids) and the relation. */
export async function loadStanding(tx: Db, actor: Actor, personId: number): Promise<Standing> {
  const person = await findPerson(tx, actor.tenantId, personId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  return standingOf(actor, person, await findAncestorIds(tx, actor.tenantId, personId));
}
