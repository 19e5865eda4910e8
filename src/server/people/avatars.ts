import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Deps } from '../deps';
import { withTenant } from '../db/tenant-context';
import { forbidden, notFound } from '../errors';
import type { Work } from '../http/unit-of-work';
import type { StoredImage } from '../uploads/images';
import type { AvatarUploadResult } from '../../contract/profile';
import { canEditProfile } from '../../domain/people/permissions';
import { imageDataUrl } from '../http/stored-image';
import { findPerson } from './person-queries';
import { loadStanding } from './standing';
import { avatarUrl, findActor } from '../auth';
import { updateUser } from './person-writes';
import { PERSON_NOT_FOUND } from '../../domain/askers';

/** Avatars are stored at most this large: twice the profile's 122 px, for sharp screens. */
export const AVATAR_BOX = { width: 512, height: 512 };

const answer = (id: number, avatarKey: string | null): AvatarUploadResult => {
  const url = avatarUrl({ id, avatarKey });
  return { Avatar: url, AvatarImage: url };
};

/** Stores a normalised avatar under a new key, so every cached copy of the old one stops being served. */
export async function saveAvatar(w: Work, { id, image }: { id: number; image: StoredImage | null }): Promise<AvatarUploadResult> {
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canEditProfile(s.viewer, s.facts, s.rel)) throw forbidden('You cannot change this avatar.');
  const avatarKey = image ? randomBytes(16).toString('base64url') : null;
  await updateUser(w.tx, w.actor.tenantId, id, { avatar: image?.bytes ?? null, avatarType: image?.type ?? null, avatarKey });
  w.emit({ type: 'user_updated', userId: id, data: { avatar: avatarKey !== null } });
  return answer(id, avatarKey);
}

const avatarColumns = { bytes: users.avatar, type: users.avatarType };

/**
 * System query: an avatar by id and its key, before any tenant is known (an <img> sends no token). The key is
 * 128 random bits handed out only inside the tenant, so ids alone find nothing.
 */
export async function findAvatarByKey(db: Db, id: number, key: string) {
  const [row] = await db
    .select(avatarColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.avatarKey, key)));
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : null;
}

export async function findAvatar(tx: Db, tenantId: number, id: number) {
  const [row] = await tx
    .select(avatarColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : null;
}

/** A person's avatar as a data URL (null without one); 404 for a person the company does not have. */
export async function getAvatarDataUrl({ tx, actor }: Work, id: number): Promise<{ data: string | null }> {
  if (!(await findPerson(tx, actor.tenantId, id))) throw notFound(PERSON_NOT_FOUND);
  const avatar = await findAvatar(tx, actor.tenantId, id);
  return { data: avatar ? imageDataUrl(avatar.bytes) : null };
}

/**
 * The avatar an <img> asks for, public: with the key from an Avatar URL (cacheable for a year), or else with
 * the caller's own session (not cached). Null when neither finds one.
 */
export async function findAvatarImage(deps: Deps, { id, key, token }: { id: number; key?: string; token: string | null }) {
  const keyed = key ? await findAvatarByKey(deps.database.db, id, key) : null;
  if (keyed) return { image: keyed, keyed: true };
  const actor = await findActor(deps.database.db, token, deps.now());
  const own = actor ? await withTenant(deps.database.db, actor.tenantId, (tx) => findAvatar(tx, actor.tenantId, id)) : null;
  return own ? { image: own, keyed: false } : null;
}
