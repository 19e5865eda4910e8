// Mirrors the server's reading of a Host header (the web may not import server code).

/** The tenant subdomain of a host: `acme.localhost:3000` gives `acme`, plain `localhost` gives undefined. */
export function subdomainOfHost(host: string): string | undefined {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (/^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const labels = name.split('.');
  const isSub = labels.at(-1) === 'localhost' ? labels.length >= 2 : labels.length >= 3;
  const first = labels[0];
  return isSub && first && first !== 'www' ? first : undefined;
}

export type Environment = 'production' | 'staging' | 'demo' | 'dev';

/** The environment named by a host name; only production goes without a label. */
export function environmentOfHost(hostname: string): Environment {
  const name = hostname.toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || /^[\d.]+$/.test(name) || name.startsWith('[')) return 'dev';
  const labels = name.split('.');
  // The first label is the tenant, so only the labels after it name an environment.
  const rest = labels.slice(1, -1);
  if (rest.includes('staging')) return 'staging';
  if (rest.includes('demo')) return 'demo';
  if (rest.includes('dev')) return 'dev';
  return 'production';
}

export const currentSubdomain = (): string | undefined => subdomainOfHost(window.location.host);
