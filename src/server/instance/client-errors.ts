import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '../../contract/instance';
import { redactEmails, redactUrl } from '../../domain/privacy/redact';

// Per client address: enough for a burst of errors from one broken page, too few to fill the log.
export const CLIENT_ERRORS_PER_MINUTE = 10;

export const REPORT_RECEIVED = 'Thank you: the error was logged.';

type Reporter = { userId: number; tenantId: number } | null;

/** Logs one browser error at warn, with who met it (ids only) and no address or mailed link in it. */
export function logClientError(log: FastifyBaseLogger, report: ClientErrorReport, reporter: Reporter): void {
  const message = redactEmails(report.Message);
  log.warn(
    {
      clientError: {
        kind: report.Kind,
        message,
        ...(report.Stack ? { stack: redactEmails(report.Stack) } : {}),
        ...(report.Url ? { url: redactUrl(report.Url) } : {}),
      },
      ...(reporter ? { userId: reporter.userId, tenantId: reporter.tenantId } : {}),
    },
    `browser error: ${message}`,
  );
}
