import type { ImportResult } from '../../../contract/reports';

// The import dialog's words: the confirm button, the invitation choice, and what an import did.

/** The confirm button: the people the import writes (new and changed); nothing to write says so. */
export const importButtonLabel = (writes: number) =>
  writes === 0 ? 'Nothing to import' : `Import ${writes === 1 ? '1 person' : `${writes} people`}`;

/** Under 'Send invitations now': what happens to the new people either way. */
export const inviteHint = (invite: boolean, fresh: number) => {
  const [them, get, are] = fresh === 1 ? ['The new person', 'gets', 'is'] : [`The ${fresh} new people`, 'get', 'are'];
  return invite
    ? `${them} ${get} an email to set a password and sign in.`
    : `${them} ${are} added without an email. Invite each later with Reinvite on their profile (Organization → their name).`;
};

/** After the import: what it did, and the invitations still to send when they were left for later. */
export function importDone(r: ImportResult): string {
  const did = `${r.Created} added, ${r.Updated} updated, ${r.Invited === 1 ? '1 invitation' : `${r.Invited} invitations`} sent.`;
  return r.Created > r.Invited ? `${did} Invite the new people later with Reinvite on their profile.` : did;
}
