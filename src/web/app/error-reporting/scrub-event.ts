import type { Breadcrumb, ErrorEvent, Event } from '@sentry/react';
import { redactEmails, redactUrl } from '../../../domain/privacy/redact';

// Only the spec's sampling leaves the browser: every error, a tenth of the page loads' traces (spec 001 §9).
export const ERROR_SAMPLE_RATE = 1.0;
export const TRACES_SAMPLE_RATE = 0.1;

const URL_FIELDS = ['url', 'from', 'to'] as const;

/**
 * What Sentry receives of an event: the user's id and nothing else of them (no e-mail, name or address), the page
 * without its query or mailed-link token, no request body or cookies, messages without e-mail addresses.
 */
export function scrubEvent<E extends Event | ErrorEvent>(event: E, userId: number | null): E {
  const request = event.request;
  const userAgent = request?.headers?.['User-Agent'];
  return {
    ...event,
    user: userId === null ? undefined : { id: String(userId) },
    request: request && {
      ...(request.url ? { url: redactUrl(request.url) } : {}),
      // Which browser failed, and nothing else of the request.
      ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}),
    },
    ...(event.message ? { message: redactEmails(event.message) } : {}),
    ...(event.exception && {
      exception: {
        ...event.exception,
        values: event.exception.values?.map((v) => (v.value ? { ...v, value: redactEmails(v.value) } : v)),
      },
    }),
    ...(event.breadcrumbs && { breadcrumbs: event.breadcrumbs.map(scrubBreadcrumb) }),
  };
}

/** A breadcrumb (a click, a fetch, a navigation, a console line) without e-mail addresses, queries or tokens. */
export function scrubBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  const data = crumb.data && { ...crumb.data };
  if (data) {
    for (const field of URL_FIELDS) if (typeof data[field] === 'string') data[field] = redactUrl(data[field]);
    delete data.arguments; // a console line's values, which may be anything
  }
  return { ...crumb, ...(crumb.message ? { message: redactEmails(crumb.message) } : {}), ...(data ? { data } : {}) };
}
