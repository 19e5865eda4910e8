import type { TFunction } from 'i18next';
import type { ImportResult } from '../../../contract/reports';

// The import dialog's words: the confirm button, the invitation choice, and what an import did.

/** The confirm button: the people the import writes (new and changed); nothing to write says so. */
export const importButtonLabel = (writes: number, t: TFunction<'reports'>) =>
  writes === 0 ? t('plan.nothingToImport') : t('plan.importPeople', { count: writes });

/** Under 'Send invitations now': what happens to the new people either way. */
export const inviteHint = (invite: boolean, fresh: number, t: TFunction<'reports'>) =>
  invite ? t('plan.inviteNow', { count: fresh }) : t('plan.inviteLater', { count: fresh });

/** After the import: what it did, and the invitations still to send when they were left for later. */
export function importDone(r: ImportResult, t: TFunction<'reports'>): string {
  const did = t('import.result', { created: r.Created, updated: r.Updated, count: r.Invited });
  return r.Created > r.Invited ? `${did} ${t('import.inviteLater')}` : did;
}
