import { IdParam, MessageBody } from '../common';
import { endpoint } from '../endpoint';
import { ScimTokenCreate, ScimTokenCreated, ScimTokenListQuery, ScimTokenPage } from '../scim';

/** The company's SCIM tokens (issue 32): the CEO and org admins create, list and revoke them in the company drawer. */
export const scimEndpoints = {
  tokens: endpoint({ method: 'GET', path: '/tenant/scim/tokens', query: ScimTokenListQuery, response: ScimTokenPage }),
  createToken: endpoint({ method: 'POST', path: '/tenant/scim/tokens', body: ScimTokenCreate, response: ScimTokenCreated }),
  revokeToken: endpoint({ method: 'DELETE', path: '/tenant/scim/tokens/:id', params: IdParam, response: MessageBody }),
};
