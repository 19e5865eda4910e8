import { IdParam } from '../common';
import { Departments, DirectoryPage, DirectoryRequest, OrgData, OrgDataQuery } from '../organization';
import { HelpResponse, Hierarchy } from '../people';
import {
  AddEmployeeManagers,
  AddEmployeeRequest,
  AddEmployeeResult,
  AvatarBase64,
  AvatarQuery,
  AvatarUploadResult,
  CeoResult,
  ChangeManagerList,
  ChangeManagerParams,
  ChangeManagerResult,
  DeactivateData,
  EmailPreference,
  EmailPreferenceParams,
  LanguageChoice,
  ProfileDetail,
  ProfileIdParam,
  ProfileUpdate,
  ReinviteResult,
  Responsibility,
  ResponsibilityUpdate,
  RolesUpdate,
  StatusChangeResult,
} from '../profile';
import { endpoint } from '../endpoint';

/** People of spec 001 §7 'Profile and users' and 'Organisation': profiles, managing users, the chart, help. */
export const peopleEndpoints = {
  hierarchy: endpoint({ method: 'GET', path: '/user/hierarchy', response: Hierarchy }),
  help: endpoint({ method: 'GET', path: '/tenant/help', response: HelpResponse }),

  orgData: endpoint({ method: 'GET', path: '/profile/OrgData', query: OrgDataQuery, response: OrgData }),
  directory: endpoint({ method: 'POST', path: '/profile/directory', body: DirectoryRequest, response: DirectoryPage }),
  departments: endpoint({ method: 'GET', path: '/profile/departments', response: Departments }),

  getProfile: endpoint({ method: 'GET', path: '/profile/:id', params: IdParam, response: ProfileDetail }),
  updateProfile: endpoint({ method: 'PUT', path: '/profile/:id', params: IdParam, body: ProfileUpdate, response: ProfileDetail }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/Profile/Avatar/Upload/:profileId',
    params: ProfileIdParam,
    body: 'multipart',
    response: AvatarUploadResult,
  }),
  removeAvatar: endpoint({ method: 'DELETE', path: '/Profile/Avatar/:profileId', params: ProfileIdParam, response: AvatarUploadResult }),
  avatar: endpoint({ method: 'GET', path: '/profile/avatar/:id', params: IdParam, query: AvatarQuery, response: 'file' }),
  avatarBase64: endpoint({ method: 'GET', path: '/Profile/avatar/:id/base64', params: IdParam, response: AvatarBase64 }),
  ceo: endpoint({ method: 'GET', path: '/Profile/CEO', response: CeoResult }),
  responsibility: endpoint({ method: 'GET', path: '/profile/responsibily/:id', params: IdParam, response: Responsibility }),
  updateResponsibility: endpoint({
    method: 'PUT',
    path: '/Profile/responsibility/:id',
    params: IdParam,
    body: ResponsibilityUpdate,
    response: Responsibility,
  }),
  emailPreference: endpoint({
    method: 'GET',
    path: '/Profile/EmailPrefrence/:x',
    params: EmailPreferenceParams,
    response: EmailPreference,
  }),
  language: endpoint({ method: 'PUT', path: '/Profile/Language', body: LanguageChoice, response: LanguageChoice }),

  updateRoles: endpoint({ method: 'PUT', path: '/profile/Roles/:id', params: IdParam, body: RolesUpdate, response: ProfileDetail }),
  deactivateData: endpoint({ method: 'GET', path: '/profile/DeactivateData/:id', params: IdParam, response: DeactivateData }),
  deactivate: endpoint({ method: 'GET', path: '/profile/Deactivate/:id', params: IdParam, response: StatusChangeResult }),
  activate: endpoint({ method: 'GET', path: '/profile/Activate/:id', params: IdParam, response: StatusChangeResult }),
  reinvite: endpoint({ method: 'GET', path: '/Profile/Reinvite/:id', params: IdParam, response: ReinviteResult }),
  changeManagerList: endpoint({ method: 'GET', path: '/Profile/GetChangeManagerList/:id', params: IdParam, response: ChangeManagerList }),
  changeManager: endpoint({
    method: 'GET',
    path: '/Profile/ChangeManager/:id/:managerId',
    params: ChangeManagerParams,
    response: ChangeManagerResult,
  }),
  addEmployeeManagers: endpoint({ method: 'GET', path: '/Profile/AddEmployeeManagers', response: AddEmployeeManagers }),
  addEmployee: endpoint({ method: 'POST', path: '/Profile/AddEmployee', body: AddEmployeeRequest, response: AddEmployeeResult }),
};
