// The people area's public face: what other areas may use (ARCHITECTURE.md "Layers").
export { peopleRoutes } from './routes';
export { profileRoutes } from './profile-routes';
export { manageRoutes } from './manage-routes';
export { orgRoutes } from './org-routes';
export { descendantsOf, isBelow, findIsBelow, findCeo, findHelpContacts, findDescendantIds, findDirectReportIds } from './queries';
export { countPeople, findPerson, lockOrgStructure } from './person-queries';
export { createTenant } from './create-tenant';
export { addUser } from './add-user';
export { updateProfileFields, type ProfileFields } from './person-writes';
export { addInvitedPeople, updatePeople, type PersonValues } from './import-writes';
export { directoryRoleFilter } from './directory';
