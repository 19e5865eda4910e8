// The audit feature's face: the organisation page shows the log in a tab to the CEO and org admins.

/** The audit log, loaded with its tab. */
export const loadAuditLog = () => import('./audit-log');
