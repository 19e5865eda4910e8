// The people area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { peopleRoutes } from './routes';
export { profileRoutes } from './profile-routes';
export { manageRoutes } from './manage-routes';
export { orgRoutes } from './org-routes';
export { isBelow, rowIsBelow, keepAncestors, findStrayAncestors } from './ancestors';
export { descendantsOf, findIsBelow, findCeo, findHelpContacts, findDescendantIds, findDirectReportIds } from './queries';
export { countPeople, findNames, findPerson, lockOrgStructure } from './person-queries';
export { createTenant } from './create-tenant';
export { addUser } from './add-user';
export { addSignedInPerson } from './add-signed-in-person';
export { orgUnitVersionOf, updateProfileFields, type ProfileFields } from './person-writes';
export { addInvitedPeople, updatePeople, type PersonValues } from './import-writes';
// Provisioning (scim) changes people through the same use cases as the profile's Activate, Deactivate and Change Manager.
export { activateUser, deactivateUser } from './user-status-actions';
export { changeManager } from './change-manager';
// The user list report's rows (report 1; reports lays them out).
export { findUserListRows, type UserListRow } from './user-list-rows';
// The organisation import (report 3): its template, reading a filled one, and importing its rows (the Import dialog
// through reports' routes, and the CLI).
export { getImportTemplateCsv, getImportTemplateWorkbook } from './org-import/template';
export { IMPORT_MAX_BYTES, readImportRows } from './org-import/read-sheet';
export { importPeople } from './org-import/import-people';
export { previewImport, refusedPreview } from './org-import/import-preview';
export { ImportRefused } from './org-import/import-refused';
