import { renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { afterEach, expect, it } from 'vitest';
import { useAntdLocale } from './i18n';

// dayjs is loaded only to change its language (issue 30: none on the sign-in screens), and a load that ends late must
// not leave the language asked for earlier, in the dates or in antd's texts.
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
  expect(renderHook(() => useAntdLocale()).result.current).toBeUndefined();
});

it('antd’s own texts follow the language shown', async () => {
  const antd = renderHook(() => useAntdLocale());
  await i18next.changeLanguage('de');
  await expect.poll(() => antd.result.current?.locale).toBe('de');
});
