import { endpoint } from '../endpoint';
import { AuditListQuery, AuditPage } from '../audit';

/** The audit log of administrative changes (issue 19). */
export const auditEndpoints = {
  list: endpoint({ method: 'GET', path: '/audit', query: AuditListQuery, response: AuditPage }),
};
