import { AppError, badRequest, forbidden } from '../errors';
import type { Work } from '../http/unit-of-work';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../db/schema';
import { type ProfileDetail, type ProfileUpdate, type Responsibility } from '../../contract/profile';
import { getProfileDetail } from './profile-detail';
import { canEditProfile } from '../../domain/people/permissions';
import { loadStanding } from './standing';
import { sendEmailConfirmation, sendInvitation, findUserByEmail } from '../auth';
import { updateUser } from './person-writes';
import type { Language } from '../../contract/common';

type Update = z.output<typeof ProfileUpdate>;

export const emailTaken = (email: string) =>
  new AppError('conflict', `A user with the email ${email} already exists.`, [
    { Field: 'Email', Message: `A user with the email ${email} already exists.` },
  ]);

/**
 * Edit profile. A changed address waits in UnconfirmedEmail until the link mailed to it is opened; someone who
 * has not accepted their invitation yet gets the new address at once and a fresh invitation at it.
 */
export async function updateProfile(w: Work, { id, update: input }: { id: number; update: Update }): Promise<ProfileDetail> {
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canEditProfile(s.viewer, s.facts, s.rel)) throw forbidden('You cannot edit this profile.');
  if (input.RoleName && input.RoleName !== s.person.roleName) {
    throw badRequest('The role is changed in Manage User.', 'RoleName');
  }
  const tenantId = w.actor.tenantId;
  const values: Parameters<typeof updateUser>[3] = {
    name: input.Name,
    jobTitle: input.JobTitle,
    phoneNumber: input.PhoneNumber,
    timeZone: input.TimeZone,
    linkedinUrl: input.LinkedinUrl,
    biography: input.Biography,
    ...(input.OrgUnit !== undefined ? { orgUnit: input.OrgUnit } : {}),
  };
  const newEmail = input.Email.toLowerCase() === s.person.email.toLowerCase() ? null : input.Email;
  const invited = s.person.invitationAcceptedAt === null;
  if (newEmail) {
    const holder = await findUserByEmail(w.tx, tenantId, newEmail);
    if (holder && holder.id !== id) throw emailTaken(newEmail);
    if (invited) Object.assign(values, { email: newEmail, unconfirmedEmail: null });
    else values.unconfirmedEmail = newEmail;
  }
  await updateUser(w.tx, tenantId, id, values);
  if (newEmail && invited && s.person.deactivatedAt === null) await sendInvitation(w.tx, w.deps, tenantId, id);
  if (newEmail && !invited) await sendEmailConfirmation(w.tx, w.deps, tenantId, id);
  w.emit({ type: 'user_updated', userId: id, data: newEmail ? { emailChange: invited ? 'replaced' : 'pending' } : undefined });
  return getProfileDetail(w, id);
}

/** Settings tab: email notifications on or off, for oneself only. */
export async function setEmailPreference(w: Work, on: boolean): Promise<{ EmailNotifications: boolean }> {
  await updateUser(w.tx, w.actor.tenantId, w.actor.userId, { emailNotifications: on });
  w.emit({ type: 'user_updated', userId: w.actor.userId, data: { emailNotifications: on } });
  return { EmailNotifications: on };
}

/** Settings tab: one's own language (null follows the browser, then the company's). */
export async function setLanguage(w: Work, language: Language | null): Promise<{ Language: Language | null }> {
  await updateUser(w.tx, w.actor.tenantId, w.actor.userId, { language });
  w.emit({ type: 'user_updated', userId: w.actor.userId, data: { language } });
  return { Language: language };
}

/** Responsibilities, changed by whoever may edit the profile. */
export async function setResponsibility(w: Work, { id, body }: { id: number; body: string }): Promise<Responsibility> {
  const s = await loadStanding(w.tx, w.actor, id);
  if (!canEditProfile(s.viewer, s.facts, s.rel)) throw forbidden('You cannot edit these responsibilities.');
  await updateUser(w.tx, w.actor.tenantId, id, { responsibility: body });
  w.emit({ type: 'user_updated', userId: id, data: { responsibility: true } });
  return { Body: body, CanEdit: true };
}

/** Responsibilities: read by anyone in the company. */
export async function getResponsibility(w: Work, id: number): Promise<Responsibility> {
  const s = await loadStanding(w.tx, w.actor, id);
  const canEdit = canEditProfile(s.viewer, s.facts, s.rel);
  const [row] = await w.tx
    .select({ body: users.responsibility })
    .from(users)
    .where(and(eq(users.tenantId, w.actor.tenantId), eq(users.id, id)));
  return { Body: row?.body ?? null, CanEdit: canEdit };
}
