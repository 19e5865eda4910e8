import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, acceptedLanguages, personLanguage, type Language } from '../../domain/languages';

/**
 * The language of the person who asked (decision 064): their own choice, else their browser's first language
 * Trellis speaks, else their company's default. Signed out, the browser's, else English, as the sign-in screens.
 * Error messages and the files a person downloads are written in it.
 */
export function readerLanguage(req: Pick<FastifyRequest, 'actor' | 'headers'>): Language {
  const browser = acceptedLanguages(req.headers['accept-language']);
  const actor = req.actor;
  return personLanguage(actor?.language ?? null, browser, actor?.tenant.defaultLanguage ?? DEFAULT_LANGUAGE);
}
