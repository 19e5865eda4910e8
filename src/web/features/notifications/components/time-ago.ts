import dayjs from 'dayjs';
import i18next, { type TFunction } from 'i18next';

/**
 * A short age for a list: 'Just now', '5 min ago', '3 h ago', 'Yesterday', then the day as the language writes it
 * ('Apr 3', 'Apr 3, 2025'; German '3. Apr.', '3. Apr. 2025').
 */
export function timeAgo(
  createdAt: string,
  t: TFunction<'notifications'>,
  now: Date = new Date(),
  language: string = i18next.language,
): string {
  const at = dayjs(createdAt);
  const minutes = Math.floor(dayjs(now).diff(at, 'minute', true));
  if (minutes < 1) return t('age.justNow');
  if (minutes < 60) return t('age.minutes', { minutes });
  if (at.isSame(now, 'day')) return t('age.hours', { hours: Math.floor(minutes / 60) });
  if (at.isSame(dayjs(now).subtract(1, 'day'), 'day')) return t('age.yesterday');
  const day = new Intl.DateTimeFormat(language || 'en', {
    month: 'short',
    day: 'numeric',
    year: at.isSame(now, 'year') ? undefined : 'numeric',
  });
  return day.format(at.toDate());
}
