import { describe, expect, it } from 'vitest';
import { testTexts } from '../../../testing/catalogue-texts';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-05-04T15:30:00');
  const t = testTexts('notifications');
  it.each([
    ['2026-05-04T15:29:40', 'Just now'],
    ['2026-05-04T15:31:00', 'Just now'],
    ['2026-05-04T15:25:00', '5 min ago'],
    ['2026-05-04T12:10:00', '3 h ago'],
    ['2026-05-03T23:00:00', 'Yesterday'],
    ['2026-04-03T10:00:00', 'Apr 3'],
    ['2025-12-30T10:00:00', 'Dec 30, 2025'],
  ])('%s is %s', (at, text) => {
    expect(timeAgo(at, t, now, 'en')).toBe(text);
  });

  it.each([
    ['2026-05-04T15:29:40', 'Gerade eben'],
    ['2026-05-04T15:25:00', 'vor 5 Min.'],
    ['2026-05-04T12:10:00', 'vor 3 Std.'],
    ['2026-05-03T23:00:00', 'Gestern'],
    ['2026-04-03T10:00:00', '3. Apr.'],
    ['2025-12-30T10:00:00', '30. Dez. 2025'],
  ])('in German, %s is %s', (at, text) => {
    expect(timeAgo(at, testTexts('notifications', 'de'), now, 'de')).toBe(text);
  });
});
