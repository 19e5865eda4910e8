import type { ClientErrorReport } from '../../../contract/instance';
import { instanceRoutes as e } from '../../../contract/routes/instance';
import { call } from '../../shared/api-client';
import { getInstanceSettings } from '../../shared/instance-settings';
import { toClientErrorReport } from './report-text';

type Met = { kind: ClientErrorReport['Kind']; thrown: unknown };

// A page in an error loop stops telling the server after this many (the server limits each address too).
const MAX_REPORTS_PER_PAGE = 20;

/**
 * Catches the page's errors and unhandled rejections from the first moment. With a Sentry DSN set, Sentry takes
 * them over (and those met while it loaded); without one, each goes to POST /api/client-errors, the server's log.
 */
export function startErrorReporting(): void {
  const early: Met[] = [];
  let deliver = (met: Met) => void (early.length < MAX_REPORTS_PER_PAGE && early.push(met));
  const onError = (event: ErrorEvent) => deliver({ kind: 'error', thrown: event.error ?? event.message });
  const onRejection = (event: PromiseRejectionEvent) => deliver({ kind: 'unhandledrejection', thrown: event.reason });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);

  const toServer = () => {
    let sent = 0;
    deliver = (met) => {
      if (sent++ >= MAX_REPORTS_PER_PAGE) return;
      const body = toClientErrorReport(met.kind, met.thrown, window.location.href);
      // A report that cannot be delivered is dropped: it must never raise an error of its own.
      call(e.reportClientError, { body, public: true }).catch(() => undefined);
    };
    early.splice(0).forEach((met) => deliver(met));
  };

  getInstanceSettings().then(
    async (settings) => {
      if (!settings.ErrorReporting) return toServer();
      const { startSentry } = await import('./sentry');
      const capture = startSentry(settings.ErrorReporting);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      early.splice(0).forEach((met) => capture(met.thrown));
    },
    toServer, // the settings did not come: the server's log is the safer guess
  );
}
