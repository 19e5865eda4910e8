import dayjs from 'dayjs';
import i18next from 'i18next';
import { afterEach, expect, it } from 'vitest';

// dayjs is loaded only to change its language (issue 30: none on the sign-in screens), and a load that ends late must
// not leave the language asked for earlier.
const month = () => dayjs('2026-03-01').format('MMMM');
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(async () => {
  await i18next.changeLanguage('en');
  await settled();
});

it('dates follow the language shown: German, then English again', async () => {
  expect(month()).toBe('March');
  await i18next.changeLanguage('de');
  await expect.poll(month).toBe('März');
  await i18next.changeLanguage('en');
  await expect.poll(month).toBe('March');
});

it('the language asked for last wins, whichever load ends last', async () => {
  const german = i18next.changeLanguage('de');
  const english = i18next.changeLanguage('en');
  await Promise.all([german, english]);
  await settled();
  expect(month()).toBe('March');
});
