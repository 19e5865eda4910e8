import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, errorText } from './api-client';

// In the web's suite (jsdom, with the catalogue started): the client's own texts come from the catalogue.
describe('the shared client’s texts', () => {
  it('shows the server’s message when it gave one, else the catalogue’s, in the language shown when it is read', async () => {
    const said = new ApiError(400, 'The title is too long.');
    const silent = new ApiError(500, null);
    const unreachable = new ApiError(0, null);
    expect([said.message, silent.message, unreachable.message, errorText(new TypeError('x'))]).toEqual([
      'The title is too long.',
      'Something went wrong!!',
      'The server could not be reached. Please check your connection.',
      'Something went wrong!!',
    ]);
    await i18next.changeLanguage('de');
    try {
      expect([said.message, errorText(silent), errorText(unreachable), errorText(new TypeError('x'))]).toEqual([
        'The title is too long.',
        'Etwas ist schiefgegangen!',
        'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
        'Etwas ist schiefgegangen!',
      ]);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('keeps what the server said, and nothing when it said an empty text', () => {
    expect(new ApiError(404, 'Not found.').said).toBe('Not found.');
    expect(new ApiError(500, '').said).toBeNull();
    expect(new ApiError(500, '').message).toBe('Something went wrong!!');
  });
});
