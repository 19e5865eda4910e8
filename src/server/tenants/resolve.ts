import type { Db } from '../db/client';
import { findTenantBySubdomain, type TenantRow } from './queries';

/** The subdomain of a Host header: `acme.localhost:3000` and `acme.example.com` give `acme`. */
export function subdomainOfHost(host: string | undefined): string | null {
  if (!host) return null;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return null;
  const labels = name.split('.');
  const isSub = labels.at(-1) === 'localhost' ? labels.length >= 2 : labels.length >= 3;
  const first = labels[0];
  return isSub && first && first !== 'www' ? first : null;
}

/** The tenant a signed-out request speaks to: the sign-in domain, else the Host subdomain, else the default. */
export async function resolveTenant(
  db: Db,
  r: { domain: string | undefined; host: string | undefined; defaultTenant: string },
): Promise<TenantRow | null> {
  const subdomain = r.domain || subdomainOfHost(r.host) || r.defaultTenant;
  return findTenantBySubdomain(db, subdomain);
}
