import type { z } from 'zod';
import type { Deps } from '../deps';
import type { Db } from '../db/client';
import type { Work } from '../http/unit-of-work';
import { badRequest } from '../errors';
import { serverSecret } from '../config';
import { createKeyBox, type KeyBox } from '../ai';
import { recordAudit } from '../audit';
import { tenantUrl } from '../auth';
import { getTenant } from '../tenants';
import type { SsoSettings, SsoSettingsRequest } from '../../contract/sso';
import { providerNameOf } from '../../domain/sso/provider-name';
import { discoverForSave } from './oidc';
import { deleteConnection, findConnection, upsertConnection, type SsoConnectionRow } from './queries';

export const SECRET_REQUIRED = 'Enter the client secret the provider gave Trellis.';
export const CALLBACK_PATH = '/api/Auth/sso/callback';

/** The client secret sealed as the company's AI key is, with the server's secret (AES-256-GCM); never sent back. */
export const secretBox = (deps: Pick<Deps, 'config'>) => createKeyBox(() => serverSecret(deps.config));

// A secret sealed under another server key (SECRET_KEY changed) is as good as none: the admin enters it again.
const openedOrNull = (box: KeyBox, sealed: string) => {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
};

/** The redirect URI to register at the provider: the company's own address, so the session lands where it signs in. */
export const callbackUrlOf = (deps: Pick<Deps, 'config'>, subdomain: string) => tenantUrl(deps.config, subdomain, CALLBACK_PATH);

function toSettings(c: SsoConnectionRow | null, callbackUrl: string): SsoSettings {
  return {
    Issuer: c?.issuer ?? null,
    ClientId: c?.clientId ?? null,
    HasSecret: c !== null,
    Domains: c?.domains ?? [],
    PasswordSignIn: c?.passwordSignIn ?? true,
    CreateAccounts: c?.createAccounts ?? false,
    ProviderName: c?.providerName ?? null,
    CallbackUrl: callbackUrl,
  };
}

async function settingsOf(tx: Db, deps: Deps, tenantId: number, connection: SsoConnectionRow | null) {
  const tenant = await getTenant(tx, tenantId);
  return toSettings(connection, callbackUrlOf(deps, tenant.subdomain));
}

/** GET /tenant/sso. */
export const getSsoSettings = async ({ tx, deps, actor }: Work) =>
  settingsOf(tx, deps, actor.tenantId, await findConnection(tx, actor.tenantId));

// The log names the secret only as kept, new or none.
const audited = (
  c: Pick<SsoConnectionRow, 'issuer' | 'clientId' | 'domains' | 'passwordSignIn' | 'createAccounts'> | null,
  secret: string,
) =>
  c === null
    ? {}
    : {
        SsoIssuer: c.issuer,
        SsoClientId: c.clientId,
        SsoSecret: secret,
        SsoDomains: c.domains.join(', '),
        SsoPasswordSignIn: c.passwordSignIn,
        SsoCreateAccounts: c.createAccounts,
      };

/**
 * PUT /tenant/sso: discovery at the issuer first (outside any transaction), its failure a 400 on Issuer; a secret
 * left out is kept only for the same issuer and client. The issuer is stored as the provider names it.
 */
export async function saveSsoSettings(
  deps: Deps,
  stored: SsoConnectionRow | null,
  input: z.output<typeof SsoSettingsRequest>,
  write: <T>(work: (w: Work) => Promise<T>) => Promise<T>,
): Promise<SsoSettings> {
  const sameClient = stored !== null && stored.issuer === input.Issuer && stored.clientId === input.ClientId;
  const box = secretBox(deps);
  const secret = input.ClientSecret ? input.ClientSecret : sameClient ? openedOrNull(box, stored.clientSecretEncrypted) : null;
  if (secret === null) throw badRequest(SECRET_REQUIRED, 'ClientSecret');
  const oidc = await discoverForSave(deps.config, { issuer: input.Issuer, clientId: input.ClientId, clientSecret: secret });
  const issuer = oidc.serverMetadata().issuer;
  return write(async ({ tx, actor, now }) => {
    const before = await findConnection(tx, actor.tenantId);
    const values = {
      issuer,
      providerName: providerNameOf(issuer),
      clientId: input.ClientId,
      clientSecretEncrypted: input.ClientSecret ? box.seal(input.ClientSecret) : stored!.clientSecretEncrypted,
      domains: input.Domains,
      passwordSignIn: input.PasswordSignIn,
      createAccounts: input.CreateAccounts,
      updatedById: actor.userId,
    };
    await upsertConnection(tx, actor.tenantId, values, now);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorId: actor.userId,
      action: 'company.settings',
      before: audited(before, 'stored'),
      after: audited(values, input.ClientSecret ? 'new secret' : 'stored'),
      at: now,
    });
    return settingsOf(tx, deps, actor.tenantId, await findConnection(tx, actor.tenantId));
  });
}

/** DELETE /tenant/sso: sign-in through the provider ends; passwords work for everyone again. */
export async function removeSsoSettings({ tx, deps, actor, now }: Work): Promise<SsoSettings> {
  const before = await findConnection(tx, actor.tenantId);
  if (before) {
    await deleteConnection(tx, actor.tenantId);
    await recordAudit(tx, {
      tenantId: actor.tenantId,
      actorId: actor.userId,
      action: 'company.settings',
      before: audited(before, 'stored'),
      after: { SsoIssuer: null, SsoClientId: null, SsoSecret: 'none', SsoDomains: null, SsoPasswordSignIn: null, SsoCreateAccounts: null },
      at: now,
    });
  }
  return settingsOf(tx, deps, actor.tenantId, null);
}
