import { CORE_USER, ENTERPRISE_USER } from '../../domain/scim/user-values';
import { SCIM_PAGE } from '../../domain/scim/paging';
import { listResponse } from './scim-json';

// What a provider reads to learn what Trellis's SCIM service does (RFC 7643 §5–7): Users only, PATCH, the
// userName and externalId filters, no bulk, sorting, ETags or passwords.

export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_PAGE.max },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'A company’s SCIM token, made in Company Settings → Provisioning (SCIM).',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

const userResourceType = (baseUrl: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
  id: 'User',
  name: 'User',
  endpoint: '/Users',
  description: 'A person of the company',
  schema: CORE_USER,
  schemaExtensions: [{ schema: ENTERPRISE_USER, required: false }],
  meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/User` },
});

export const resourceTypes = (baseUrl: string) => listResponse({ total: 1, startIndex: 1, resources: [userResourceType(baseUrl)] });

type Attribute = {
  name: string;
  type: 'string' | 'boolean' | 'complex';
  required?: boolean;
  subAttributes?: Attribute[];
  uniqueness?: string;
};

const attribute = (a: Attribute): Record<string, unknown> => ({
  name: a.name,
  type: a.type,
  multiValued: a.name === 'emails',
  required: a.required ?? false,
  caseExact: false,
  mutability: a.name === 'userName' ? 'immutable' : 'readWrite',
  returned: 'default',
  uniqueness: a.uniqueness ?? 'none',
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
});

const text = (name: string): Attribute => ({ name, type: 'string' });

const userSchema = (baseUrl: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id: CORE_USER,
  name: 'User',
  description: 'A person of the company: the attributes Trellis keeps',
  attributes: [
    { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
    { name: 'name', type: 'complex', subAttributes: [text('formatted'), text('givenName'), text('familyName')] },
    text('displayName'),
    text('title'),
    { name: 'emails', type: 'complex', subAttributes: [text('value'), text('type')] },
    { name: 'active', type: 'boolean' },
    text('externalId'),
  ].map((a) => attribute(a as Attribute)),
  meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${CORE_USER}` },
});

const enterpriseSchema = (baseUrl: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id: ENTERPRISE_USER,
  name: 'EnterpriseUser',
  description: 'The department and the manager (manager.value: the manager’s id in Trellis)',
  attributes: [text('department'), { name: 'manager', type: 'complex', subAttributes: [text('value')] }].map((a) =>
    attribute(a as Attribute),
  ),
  meta: { resourceType: 'Schema', location: `${baseUrl}/Schemas/${ENTERPRISE_USER}` },
});

export const schemas = (baseUrl: string) =>
  listResponse({ total: 2, startIndex: 1, resources: [userSchema(baseUrl), enterpriseSchema(baseUrl)] });
