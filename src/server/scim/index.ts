// The scim area's public face: SCIM 2.0 provisioning from a company's identity provider (issue 32, decision 071).
export { scimRoutes } from './routes';
export { scimTokenRoutes } from './token-routes';
