import { fileURLToPath } from 'node:url';

export const PGLITE_TEMPLATE_FILE = fileURLToPath(new URL('../../../.tmp/pglite-template.tar', import.meta.url));

/** The same server URL pointed at another database. */
export function serverUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
