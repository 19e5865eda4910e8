import type { Language } from '../../domain/languages';
import { BODY_MAX, cut, SUBJECT_MAX, type NoticeBody, type NoticeText } from '../../domain/notifications/notice-text';
import { catalogueHas, oncePerLanguage, textsIn } from '../texts';

/** The name of an actor the facts no longer find (an erased person): each recipient reads their language's 'Someone'. */
export const SOMEONE = '\u2063someone\u2063';

export type NoticeWords = { subject: (text: NoticeText) => string; body: (body: NoticeBody) => string };

/** How a notice reads in one language: its subject and body as stored for a recipient who reads it. */
export function noticeWords(language: Language): NoticeWords {
  const t = textsIn(language, 'notices');
  const value = (v: string | NoticeText): string => (typeof v !== 'string' ? text(v) : v === SOMEONE ? t('someone') : v);
  const text = (n: NoticeText): string => {
    // The rules name their keys at run time; one the catalogue lacks is a bug to fail on, not a key to show.
    if (!catalogueHas('notices', n.key)) throw new Error(`notices:${n.key} is not in the catalogue`);
    const values = Object.fromEntries(Object.entries(n.values ?? {}).map(([k, v]) => [k, value(v)]));
    return (t as (key: string, values: Record<string, string>) => string)(n.key, values);
  };
  return {
    subject: (s) => cut(text(s), SUBJECT_MAX),
    body: (b) => {
      const rest = b.parts
        .map(value)
        .filter((p) => p !== '')
        .join(' ');
      if (b.title === null) return cut(rest, BODY_MAX);
      const title = t('quoted', { title: b.title });
      return cut(rest ? `${title} — ${rest}` : title, BODY_MAX);
    },
  };
}

/** noticeWords of each language, made once. */
export const wordsIn = oncePerLanguage(noticeWords);
