import { describe, expect, it } from 'vitest';
import { testTexts } from '../../testing/catalogue-texts';
import { importButtonLabel, importDone, inviteHint } from './import-rules';

const t = testTexts('reports');

describe('the import dialog’s words', () => {
  it.each([
    [0, 'Nothing to import'],
    [1, 'Import 1 person'],
    [12, 'Import 12 people'],
  ])('labels the confirm button for %i people to write', (writes, label) => {
    expect(importButtonLabel(writes, t)).toBe(label);
  });

  it.each([
    [true, 1, 'The new person gets an email to set a password and sign in.'],
    [true, 3, 'The 3 new people get an email to set a password and sign in.'],
    [false, 1, 'The new person is added without an email. Invite each later with Reinvite on their profile (Organization → their name).'],
    [
      false,
      3,
      'The 3 new people are added without an email. Invite each later with Reinvite on their profile (Organization → their name).',
    ],
  ])('says what invite=%s means for %i new people', (invite, fresh, text) => {
    expect(inviteHint(invite, fresh, t)).toBe(text);
  });

  it.each([
    [{ Created: 2, Updated: 1, Invited: 2 }, '2 added, 1 updated, 2 invitations sent.'],
    [{ Created: 0, Updated: 3, Invited: 0 }, '0 added, 3 updated, 0 invitations sent.'],
    [
      { Created: 2, Updated: 0, Invited: 0 },
      '2 added, 0 updated, 0 invitations sent. Invite the new people later with Reinvite on their profile.',
    ],
    [{ Created: 1, Updated: 0, Invited: 1 }, '1 added, 0 updated, 1 invitation sent.'],
  ])('tells what the import did: %o', (result, text) => {
    expect(importDone(result, t)).toBe(text);
  });

  it('says it in German, with German plurals', () => {
    const de = testTexts('reports', 'de');
    expect([importButtonLabel(1, de), importButtonLabel(12, de)]).toEqual(['1 Person importieren', '12 Personen importieren']);
    expect(importDone({ Created: 1, Updated: 0, Invited: 1 }, de)).toBe('1 hinzugefügt, 0 aktualisiert, 1 Einladung gesendet.');
  });
});
