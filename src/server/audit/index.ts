// The audit area's public face: what the composition root and other areas may use (ARCHITECTURE.md "Layers").
export { auditRoutes } from './routes';
export { recordAudit, recordAudits, type AuditRecord } from './record';
export { recordDownload } from './download';
