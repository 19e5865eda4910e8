import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { notFound } from '../errors';
import { tokenOf } from '../http/access-control';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { sendStoredImage } from '../http/stored-image';
import { normaliseImage, readUploadedFile } from '../uploads/images';
import { peopleEndpoints as e } from '../../contract/endpoints/people';
import { AVATAR_BOX, findAvatarImage, getAvatarDataUrl, saveAvatar } from './avatars';
import { getCeo } from './people-lookups';
import { getProfileDetail } from './profile-detail';
import { getResponsibility, setEmailPreference, setLanguage, setResponsibility, updateProfile } from './update-profile';

/** The profile page's calls (spec 001 §7 'Profile and users'): the profile, its edits, avatar, settings. */
export const profileRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.getProfile, 'signedIn', (req) => inRequest(deps, req, (w) => getProfileDetail(w, req.params.id)));
    route(app, e.updateProfile, 'signedIn', (req) =>
      inRequest(deps, req, (w) => updateProfile(w, { id: req.params.id, update: req.body })),
    );

    route(app, e.uploadAvatar, 'signedIn', async (req) => {
      // The upload is read and checked before the transaction opens.
      const image = await normaliseImage(await readUploadedFile(req), AVATAR_BOX);
      return inRequest(deps, req, (w) => saveAvatar(w, { id: req.params.profileId, image }));
    });
    route(app, e.removeAvatar, 'signedIn', (req) => inRequest(deps, req, (w) => saveAvatar(w, { id: req.params.profileId, image: null })));

    // Public so an <img> can load it: with the key from an Avatar URL, or with the caller's own session.
    route(app, e.avatar, 'public', async (req, reply) => {
      const { id } = req.params;
      const found = await findAvatarImage(deps, { id, key: req.query.v, token: tokenOf(req) });
      if (!found) throw notFound('No avatar.');
      return sendStoredImage(reply, found.image, {
        name: `avatar-${id}`,
        cacheControl: found.keyed ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      });
    });
    route(app, e.avatarBase64, 'signedIn', (req) => inRequest(deps, req, (w) => getAvatarDataUrl(w, req.params.id)));

    route(app, e.ceo, 'signedIn', (req) => inRequest(deps, req, getCeo));
    route(app, e.responsibility, 'signedIn', (req) => inRequest(deps, req, (w) => getResponsibility(w, req.params.id)));
    route(app, e.updateResponsibility, 'signedIn', (req) =>
      inRequest(deps, req, (w) => setResponsibility(w, { id: req.params.id, body: req.body.Body })),
    );
    route(app, e.emailPreference, 'signedIn', (req) => inRequest(deps, req, (w) => setEmailPreference(w, req.params.x)));
    route(app, e.language, 'signedIn', (req) => inRequest(deps, req, (w) => setLanguage(w, req.body.Language)));
  };
