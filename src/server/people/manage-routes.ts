import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { guard, viewerFacts } from '../http/access';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { confirmed } from '../http/confirmation';
import { peopleEndpoints as e } from '../../contract/endpoints/people';
import { canAddEmployee } from '../../domain/people/permissions';
import { addEmployee, addEmployeeManagers } from './add-employee';
import { changeManager, changeManagerList } from './change-manager';
import { updateRoles } from './manage-user';
import { activateUser, deactivateData, deactivateUser, reinviteUser } from './user-status-actions';

const mayAddEmployees = guard('ceo, manager or org admin', (a) => canAddEmployee(viewerFacts(a)));

/**
 * Managing other people: roles, status, manager, new employees. Who may do what is checked per person. The
 * confirmations the screens show come back in the reader's language.
 */
export const manageRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, e.updateRoles, 'signedIn', (req) => inRequest(deps, req, (w) => updateRoles(w, { id: req.params.id, roles: req.body })));
    route(app, e.deactivateData, 'signedIn', (req) => inRequest(deps, req, (w) => deactivateData(w, req.params.id)));
    route(app, e.deactivate, 'signedIn', async (req) =>
      confirmed(req, await inRequest(deps, req, (w) => deactivateUser(w, req.params.id))),
    );
    route(app, e.activate, 'signedIn', async (req) => confirmed(req, await inRequest(deps, req, (w) => activateUser(w, req.params.id))));
    route(app, e.reinvite, 'signedIn', async (req) => confirmed(req, await inRequest(deps, req, (w) => reinviteUser(w, req.params.id))));
    route(app, e.changeManagerList, 'signedIn', (req) => inRequest(deps, req, (w) => changeManagerList(w, req.params.id)));
    route(app, e.changeManager, 'signedIn', async (req) => confirmed(req, await inRequest(deps, req, (w) => changeManager(w, req.params))));
    route(app, e.addEmployeeManagers, mayAddEmployees, (req) => inRequest(deps, req, addEmployeeManagers));
    route(app, e.addEmployee, mayAddEmployees, async (req) => confirmed(req, await inRequest(deps, req, (w) => addEmployee(w, req.body))));
  };
