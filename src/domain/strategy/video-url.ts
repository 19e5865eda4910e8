/** The message of spec 001 §5 for a video address that is not a web address. */
export const INVALID_VIDEO_URL = 'Enter valid URL!';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const DIGITS = /^\d+$/;

/** YouTube's t= parameter (90, 90s, 1m30s, 1h2m3s) in seconds; null when absent or unreadable. */
function startSeconds(t: string | null): number | null {
  if (!t) return null;
  if (DIGITS.test(t)) return Number(t);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(t);
  if (!m || t === '') return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

function youtubeEmbed(id: string, start: number | null): string {
  return `https://www.youtube.com/embed/${id}${start ? `?start=${start}` : ''}`;
}

/**
 * The video id of a YouTube watch, short-link, shorts or live address ('' when such a link lacks it);
 * null for other addresses, YouTube's other pages included.
 */
function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return segments[0] ?? '';
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? '';
  if (segments[0] === 'shorts' || segments[0] === 'live' || segments[0] === 'v') return segments[1] ?? '';
  return null;
}

/** player.vimeo.com/video/ID for vimeo.com/ID, vimeo.com/ID/HASH (unlisted) and channel or group pages. */
function vimeoPlayer(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.findIndex((s) => DIGITS.test(s));
  if (at < 0) return null;
  const hash = segments[at + 1] ?? url.searchParams.get('h');
  return `https://player.vimeo.com/video/${segments[at]}${hash && /^[0-9a-f]+$/i.test(hash) ? `?h=${hash}` : ''}`;
}

/** An absolute http(s) address with a dotted host name (or localhost); null otherwise. */
export function parseWebUrl(value: string): URL | null {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  if (host !== 'localhost' && !/^[^.]+(\.[^.]+)+$/.test(host)) return null;
  return url;
}

/**
 * The address to embed for a CEO video (spec 001 §3): YouTube watch, youtu.be and shorts links become
 * youtube.com/embed links, Vimeo page links become player.vimeo.com/video links, every other web address
 * is used as it is. Null when the value is not a web address ('Enter valid URL!').
 */
export function toEmbedUrl(value: string): string | null {
  const url = parseWebUrl(value);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt !== null)
    return YOUTUBE_ID.test(yt) ? youtubeEmbed(yt, startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))) : null;
  return vimeoPlayer(url) ?? value.trim();
}

/** True when the value is empty (no video) or converts to an embeddable address. */
export const isValidVideoUrl = (value: string | null | undefined) => !value?.trim() || toEmbedUrl(value) !== null;
