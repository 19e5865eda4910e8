// Who is asking: the words the server's guards, the domain's rules and the web's screens share (issue 27).
// The server's actor carries them in camelCase; the web's session profile in the spec's PascalCase (`askerOf`).

/** The person asking, as far as a rule about roles needs them. */
export type Asker = { roleName: string; isOrgAdmin: boolean; isHrAdmin: boolean };

/** The session profile's spelling of the same facts (spec 001's `Profile`). */
export type ProfileAsker = { RoleName: string; IsOrgAdmin: boolean; IsHrAdmin: boolean };

export const askerOf = (p: ProfileAsker): Asker => ({ roleName: p.RoleName, isOrgAdmin: p.IsOrgAdmin, isHrAdmin: p.IsHrAdmin });

/** The CEO or an org admin: the company's settings, its theme, people imports, everyone's profile. */
export const isCompanyAdmin = (a: Pick<Asker, 'roleName' | 'isOrgAdmin'>): boolean => a.roleName === 'ceo' || a.isOrgAdmin;

/** The talent settings (labels, appraisal periods) are the HR admins', the org admins' and the CEO's. */
export const isTalentAdmin = (a: Asker): boolean => a.isHrAdmin || isCompanyAdmin(a);

/** The HR admins and the CEO see every appraisal of the company; everyone else those below them. */
export const seesAllAppraisals = (a: Pick<Asker, 'roleName' | 'isHrAdmin'>): boolean => a.isHrAdmin || a.roleName === 'ceo';

/** Observers stand outside the hierarchy: no goals of their own, no appraisals, no reminders. */
export const isObserver = (a: Pick<Asker, 'roleName'>): boolean => a.roleName === 'observer';

/** The answer when a person named by id is not in the asker's company (or does not exist). */
export const PERSON_NOT_FOUND = 'This person was not found.';
