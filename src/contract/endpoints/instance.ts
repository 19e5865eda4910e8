import { endpoint } from '../endpoint';
import { ClientErrorReceipt, ClientErrorReport, InstanceSettings } from '../instance';

/** The instance's own calls: its public settings, and the browser's errors when no Sentry DSN is set. */
export const instanceEndpoints = {
  settings: endpoint({ method: 'GET', path: '/instance', response: InstanceSettings }),
  reportClientError: endpoint({ method: 'POST', path: '/client-errors', body: ClientErrorReport, response: ClientErrorReceipt }),
};
