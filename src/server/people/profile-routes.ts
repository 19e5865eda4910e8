import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../app';
import { notFound } from '../errors';
import { actorFrom, actorOf, tokenOf } from '../http/access-control';
import { inTenant, type Work } from '../http/unit-of-work';
import { withTenant } from '../db/tenant-context';
import { normaliseImage, readUploadedFile } from '../uploads/images';
import { findUserGoals } from '../goals/goal-lookups';
import { asViewer } from '../goals/viewer';
import { IdParam } from '../../contract/common';
import { UserGoalList } from '../../contract/goals';
import {
  AvatarBase64,
  AvatarQuery,
  AvatarUploadResult,
  CeoResult,
  EmailPreference,
  EmailPreferenceParams,
  ProfileDetail,
  ProfileGoalsParams,
  ProfileGoalsQuery,
  ProfileUpdate,
  Responsibility,
  ResponsibilityUpdate,
} from '../../contract/profile';
import { AVATAR_BOX, avatarAsDataUrl, findAvatar, findAvatarByKey, saveAvatar } from './avatars';
import { getProfileDetail } from './profile-detail';
import { findPerson } from './person-queries';
import { findCeo } from './queries';
import { PERSON_NOT_FOUND } from './standing';
import { responsibility, setEmailPreference, updateProfile } from './update-profile';

const ProfileIdParam = z.object({ profileId: z.coerce.number().int().positive() });

/** The profile page's calls (spec 001 §7 'Profile and users'): the profile, its edits, avatar, settings. */
export const profileRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { access: 'signedIn' as const };
    const work = <T>(req: FastifyRequest, fn: (w: Work) => Promise<T>) => inTenant(deps, actorFrom(req), fn);

    app.get('/profile/:id', { config: signedIn, schema: { params: IdParam, response: { 200: ProfileDetail } } }, (req) =>
      work(req, (w) => getProfileDetail(w.tx, w.actor, req.params.id)),
    );

    app.put(
      '/profile/:id',
      { config: signedIn, schema: { params: IdParam, body: ProfileUpdate, response: { 200: ProfileDetail } } },
      (req) =>
        work(req, async (w) => {
          await updateProfile(w, req.params.id, req.body);
          return getProfileDetail(w.tx, w.actor, req.params.id);
        }),
    );

    app.post(
      '/Profile/Avatar/Upload/:profileId',
      { config: signedIn, schema: { params: ProfileIdParam, response: { 200: AvatarUploadResult } } },
      async (req) => {
        const actor = actorFrom(req);
        const image = await normaliseImage(await readUploadedFile(req), AVATAR_BOX);
        return inTenant(deps, actor, (w) => saveAvatar(w, req.params.profileId, image));
      },
    );
    app.delete(
      '/Profile/Avatar/:profileId',
      { config: signedIn, schema: { params: ProfileIdParam, response: { 200: AvatarUploadResult } } },
      (req) => work(req, (w) => saveAvatar(w, req.params.profileId, null)),
    );

    // Public so an <img> can load it: with the key from an Avatar URL, or with the caller's own session.
    app.get(
      '/profile/avatar/:id',
      { config: { access: 'public' }, schema: { params: IdParam, querystring: AvatarQuery } },
      async (req, reply) => {
        const { id } = req.params;
        let avatar = req.query.v ? await findAvatarByKey(deps.database.db, id, req.query.v) : null;
        const keyed = avatar !== null;
        if (!avatar) {
          const actor = await actorOf(deps.database.db, tokenOf(req), deps.now());
          if (actor) avatar = await withTenant(deps.database.db, actor.tenantId, (tx) => findAvatar(tx, actor.tenantId, id));
        }
        if (!avatar) throw notFound('No avatar.');
        return reply
          .header('content-type', avatar.type)
          .header('cache-control', keyed ? 'private, max-age=31536000, immutable' : 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(avatar.bytes);
      },
    );

    app.get('/Profile/avatar/:id/base64', { config: signedIn, schema: { params: IdParam, response: { 200: AvatarBase64 } } }, (req) =>
      work(req, async (w) => {
        if (!(await findPerson(w.tx, w.actor.tenantId, req.params.id))) throw notFound(PERSON_NOT_FOUND);
        return avatarAsDataUrl(w.tx, w.actor.tenantId, req.params.id);
      }),
    );

    app.get('/Profile/CEO', { config: signedIn, schema: { response: { 200: CeoResult } } }, (req) =>
      work(req, async (w) => {
        const ceo = await findCeo(w.tx, w.actor.tenantId);
        return ceo ? { Id: ceo.id, Name: ceo.name } : null;
      }),
    );

    app.get('/profile/responsibily/:id', { config: signedIn, schema: { params: IdParam, response: { 200: Responsibility } } }, (req) =>
      work(req, (w) => responsibility(w, req.params.id)),
    );
    app.put(
      '/Profile/responsibility/:id',
      { config: signedIn, schema: { params: IdParam, body: ResponsibilityUpdate, response: { 200: Responsibility } } },
      (req) => work(req, (w) => responsibility(w, req.params.id, req.body.Body)),
    );

    app.get(
      '/Profile/EmailPrefrence/:x',
      { config: signedIn, schema: { params: EmailPreferenceParams, response: { 200: EmailPreference } } },
      (req) => work(req, (w) => setEmailPreference(w, req.params.x)),
    );

    app.get(
      '/Profile/goals/:a/:b',
      { config: signedIn, schema: { params: ProfileGoalsParams, querystring: ProfileGoalsQuery, response: { 200: UserGoalList } } },
      (req) =>
        asViewer(deps, req, async (w, v) => {
          if (!(await findPerson(w.tx, w.actor.tenantId, req.params.a))) throw notFound(PERSON_NOT_FOUND);
          return findUserGoals(w.tx, v, { userId: req.params.a, periodId: req.params.b, page: req.query.Page, pageSize: req.query.PageSize });
        }),
    );
  };
