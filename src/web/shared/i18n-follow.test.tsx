import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { aSession } from '../testing/session';
import { followSessionLanguage } from './i18n';
import { sessionKey } from './session';

describe('followSessionLanguage', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('speaks the signed-in person’s language, keeps it for the next start, and the browser’s once signed out', async () => {
    const queryClient = new QueryClient();
    followSessionLanguage(queryClient);
    expect(i18next.language).toBe('en');
    queryClient.setQueryData(sessionKey, { ...aSession(), Language: 'de' });
    await expect.poll(() => i18next.language).toBe('de');
    expect(localStorage.getItem('trellis.language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    // Sign-out clears the storage and the cache; jsdom's browser asks for English.
    localStorage.clear();
    queryClient.clear();
    await expect.poll(() => i18next.language).toBe('en');
    expect(localStorage.getItem('trellis.language')).toBeNull();
  });
});
