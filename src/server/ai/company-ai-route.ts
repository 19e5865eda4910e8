import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { badRequest } from '../errors';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { setCompanyAi, settingsEditors, type ApiKeyChange } from '../tenants';
import { tenantEndpoints as e } from '../../contract/endpoints/tenants';
import { privateAddressOf } from './provider/guarded-fetch';
import type { KeyBox } from './provider/key-box';

export const privateModelAddress = (address: string) =>
  `Trellis calls a company's model only at a public address, and ${address} is not one (a private network, this machine or a cloud's metadata address).`;

/**
 * PUT /api/tenant/ai: the company's own model. The tenants area stores it, but the key is sealed here, where the
 * key box lives (tenants sits below the AI area). The answer is the Company, which tells only whether a key is kept.
 */
export function companyAiRoute(app: FastifyInstance, deps: Deps, keyBox: KeyBox): void {
  route(app, e.setAi, settingsEditors, async (req) => {
    const { BaseUrl, Model, ApiKey } = req.body;
    if (BaseUrl && !deps.config.ai.companyPrivateAddresses) {
      const refused = await privateAddressOf(BaseUrl);
      if (refused) throw badRequest(privateModelAddress(refused), 'BaseUrl');
    }
    const apiKey: ApiKeyChange =
      ApiKey === undefined ? { kind: 'keep' } : ApiKey === '' ? { kind: 'remove' } : { kind: 'set', box: keyBox.seal(ApiKey) };
    return inRequest(deps, req, (w) => setCompanyAi(w, { baseUrl: BaseUrl || null, model: Model || null, apiKey }));
  });
}
