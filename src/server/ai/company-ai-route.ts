import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { route } from '../http/route';
import { inRequest } from '../http/unit-of-work';
import { setCompanyAi, settingsEditors, type ApiKeyChange } from '../tenants';
import { tenantEndpoints as e } from '../../contract/endpoints/tenants';
import type { KeyBox } from './provider/key-box';

/**
 * PUT /api/tenant/ai: the company's own model. The tenants area stores it, but the key is sealed here, where the
 * key box lives (tenants sits below the AI area). The answer is the Company, which tells only whether a key is kept.
 */
export function companyAiRoute(app: FastifyInstance, deps: Deps, keyBox: KeyBox): void {
  route(app, e.setAi, settingsEditors, (req) => {
    const { BaseUrl, Model, ApiKey } = req.body;
    const apiKey: ApiKeyChange =
      ApiKey === undefined ? { kind: 'keep' } : ApiKey === '' ? { kind: 'remove' } : { kind: 'set', box: keyBox.seal(ApiKey) };
    return inRequest(deps, req, (w) => setCompanyAi(w, { baseUrl: BaseUrl || null, model: Model || null, apiKey }));
  });
}
