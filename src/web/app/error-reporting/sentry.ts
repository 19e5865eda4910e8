import * as Sentry from '@sentry/react';
import type { InstanceSettings } from '../../../contract/instance';
import { environmentOfHost } from '../../shared/host';
import { reportedUserId } from './reported-user';
import { ERROR_SAMPLE_RATE, TRACES_SAMPLE_RATE, scrubBreadcrumb, scrubEvent } from './scrub-event';

type Setting = NonNullable<InstanceSettings['ErrorReporting']>;

/** Starts Sentry (loaded only when a DSN is set); answers how to hand it an error met before it started. */
export function startSentry(setting: Setting): (thrown: unknown) => void {
  Sentry.init({
    dsn: setting.Dsn,
    environment: setting.Environment ?? environmentOfHost(window.location.hostname),
    sampleRate: ERROR_SAMPLE_RATE,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration()],
    // Our API has no Sentry: its requests go out unchanged, without trace headers.
    tracePropagationTargets: [],
    // Sentry 11's successor of sendDefaultPii: false. Nothing of the person or the request beyond the browser's name;
    // beforeSend then adds the user's id and nothing else.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeSend: (event) => scrubEvent(event, reportedUserId()),
    beforeSendTransaction: (event) => scrubEvent(event, reportedUserId()),
    beforeBreadcrumb: scrubBreadcrumb,
  });
  return (thrown) => void Sentry.captureException(thrown);
}
