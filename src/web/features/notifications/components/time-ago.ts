import dayjs from 'dayjs';

/** A short age for a list: 'Just now', '5 min ago', '3 h ago', 'Yesterday', 'Apr 3', 'Apr 3, 2025'. */
export function timeAgo(createdAt: string, now: Date = new Date()): string {
  const at = dayjs(createdAt);
  const minutes = Math.floor(dayjs(now).diff(at, 'minute', true));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (at.isSame(now, 'day')) return `${Math.floor(minutes / 60)} h ago`;
  if (at.isSame(dayjs(now).subtract(1, 'day'), 'day')) return 'Yesterday';
  return at.format(at.isSame(now, 'year') ? 'MMM D' : 'MMM D, YYYY');
}
