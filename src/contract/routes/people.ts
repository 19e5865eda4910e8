import { routes } from '../endpoint';
import type { peopleEndpoints } from '../endpoints/people';

// The addresses of endpoints/people.ts, for the web.
export const peopleRoutes = routes<typeof peopleEndpoints>({
  hierarchy: 'GET /user/hierarchy',
  help: 'GET /tenant/help',
  orgData: 'GET /profile/OrgData',
  directory: 'POST /profile/directory',
  departments: 'GET /profile/departments',
  getProfile: 'GET /profile/:id',
  updateProfile: 'PUT /profile/:id',
  uploadAvatar: 'POST /Profile/Avatar/Upload/:profileId',
  removeAvatar: 'DELETE /Profile/Avatar/:profileId',
  avatar: 'GET /profile/avatar/:id',
  avatarBase64: 'GET /Profile/avatar/:id/base64',
  ceo: 'GET /Profile/CEO',
  responsibility: 'GET /profile/responsibily/:id',
  updateResponsibility: 'PUT /Profile/responsibility/:id',
  emailPreference: 'GET /Profile/EmailPrefrence/:x',
  language: 'PUT /Profile/Language',
  updateRoles: 'PUT /profile/Roles/:id',
  deactivateData: 'GET /profile/DeactivateData/:id',
  deactivate: 'GET /profile/Deactivate/:id',
  activate: 'GET /profile/Activate/:id',
  reinvite: 'GET /Profile/Reinvite/:id',
  changeManagerList: 'GET /Profile/GetChangeManagerList/:id',
  changeManager: 'GET /Profile/ChangeManager/:id/:managerId',
  addEmployeeManagers: 'GET /Profile/AddEmployeeManagers',
  addEmployee: 'POST /Profile/AddEmployee',
});
