import type { z } from 'zod';
import { badRequest } from '../errors';
import { inTenant } from '../http/unit-of-work';
import { setCompanyAi, type ApiKeyChange } from '../tenants';
import type { CompanyAiRequest } from '../../contract/company';
import { privateAddressOf } from './provider/guarded-fetch';
import type { AiCaller } from './ai-caller';

export const privateModelAddress = (address: string) =>
  `Trellis calls a company's model only at a public address, and ${address} is not one (a private network, this machine or a cloud's metadata address).`;

/**
 * PUT /api/tenant/ai: the company's own model. The tenants area stores it, but the key is sealed here, where the
 * key box lives (tenants sits below the AI area). The answer is the Company, which tells only whether a key is kept.
 */
export async function saveCompanyModel({ deps, actor, ai }: AiCaller, input: z.output<typeof CompanyAiRequest>) {
  const { BaseUrl, Model, ApiKey } = input;
  if (BaseUrl && !deps.config.ai.companyPrivateAddresses) {
    const refused = await privateAddressOf(BaseUrl);
    if (refused) throw badRequest(privateModelAddress(refused), 'BaseUrl');
  }
  const apiKey: ApiKeyChange =
    ApiKey === undefined ? { kind: 'keep' } : ApiKey === '' ? { kind: 'remove' } : { kind: 'set', box: ai.keyBox.seal(ApiKey) };
  return inTenant(deps, actor, (w) => setCompanyAi(w, { baseUrl: BaseUrl || null, model: Model || null, apiKey }));
}
