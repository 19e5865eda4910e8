import type { Config } from '../config';

/** The address of a tenant's page: the public URL for the default tenant, a subdomain of its host otherwise. */
export function tenantUrl(config: Config, subdomain: string, path: string): string {
  const base = new URL(config.publicUrl);
  if (subdomain.toLowerCase() !== config.defaultTenant) base.hostname = `${subdomain}.${base.hostname}`;
  return `${base.origin}${path}`;
}
