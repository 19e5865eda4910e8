import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../app';
import { actorFrom } from '../http/access-control';
import { guard } from '../http/access';
import { inTenant, type Work } from '../http/unit-of-work';
import { IdParam } from '../../contract/common';
import {
  AddEmployeeManagers,
  AddEmployeeRequest,
  AddEmployeeResult,
  ChangeManagerList,
  ChangeManagerParams,
  ChangeManagerResult,
  DeactivateData,
  ProfileDetail,
  ReinviteResult,
  RolesUpdate,
  StatusChangeResult,
} from '../../contract/profile';
import { canAddEmployee } from '../../domain/people/permissions';
import { addEmployee, addEmployeeManagers } from './add-employee';
import { changeManager, changeManagerList } from './change-manager';
import { updateRoles } from './manage-user';
import { getProfileDetail } from './profile-detail';
import { viewerFacts } from './standing';
import { activateUser, deactivateData, deactivateUser, reinviteUser } from './user-status-actions';

const mayAddEmployees = guard('ceo, manager or org admin', (a) => canAddEmployee(viewerFacts(a)));

/** Managing other people: roles, status, manager, new employees. Who may do what is checked per person. */
export const manageRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { access: 'signedIn' as const };
    const work = <T>(req: FastifyRequest, fn: (w: Work) => Promise<T>) => inTenant(deps, actorFrom(req), fn);

    app.put(
      '/profile/Roles/:id',
      { config: signedIn, schema: { params: IdParam, body: RolesUpdate, response: { 200: ProfileDetail } } },
      (req) =>
        work(req, async (w) => {
          await updateRoles(w, req.params.id, req.body);
          return getProfileDetail(w.tx, w.actor, req.params.id);
        }),
    );

    app.get('/profile/DeactivateData/:id', { config: signedIn, schema: { params: IdParam, response: { 200: DeactivateData } } }, (req) =>
      work(req, (w) => deactivateData(w, req.params.id)),
    );
    app.get('/profile/Deactivate/:id', { config: signedIn, schema: { params: IdParam, response: { 200: StatusChangeResult } } }, (req) =>
      work(req, (w) => deactivateUser(w, req.params.id)),
    );
    app.get('/profile/Activate/:id', { config: signedIn, schema: { params: IdParam, response: { 200: StatusChangeResult } } }, (req) =>
      work(req, (w) => activateUser(w, req.params.id)),
    );
    app.get('/Profile/Reinvite/:id', { config: signedIn, schema: { params: IdParam, response: { 200: ReinviteResult } } }, (req) =>
      work(req, (w) => reinviteUser(w, req.params.id)),
    );

    app.get(
      '/Profile/GetChangeManagerList/:id',
      { config: signedIn, schema: { params: IdParam, response: { 200: ChangeManagerList } } },
      (req) => work(req, (w) => changeManagerList(w, req.params.id)),
    );
    app.get(
      '/Profile/ChangeManager/:id/:managerId',
      { config: signedIn, schema: { params: ChangeManagerParams, response: { 200: ChangeManagerResult } } },
      (req) => work(req, (w) => changeManager(w, req.params.id, req.params.managerId)),
    );

    app.get('/Profile/AddEmployeeManagers', { config: { access: mayAddEmployees }, schema: { response: { 200: AddEmployeeManagers } } }, (req) =>
      work(req, (w) => addEmployeeManagers(w)),
    );
    app.post(
      '/Profile/AddEmployee',
      { config: { access: mayAddEmployees }, schema: { body: AddEmployeeRequest, response: { 200: AddEmployeeResult } } },
      (req) => work(req, (w) => addEmployee(w, req.body)),
    );
  };
