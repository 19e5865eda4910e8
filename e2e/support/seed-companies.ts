import { loadConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { createDemoTenant } from '../../src/server/demo/seed';

// Run by global setup before the server starts (the server holds the data directory once it runs): one demo
// company per subdomain named on the command line, on DATA_DIR. The server then finds companies and seeds none.
const subdomains = process.argv.slice(2);
const config = loadConfig(process.env);
const database = await openConfiguredDatabase(config);
try {
  const now = new Date();
  for (const subdomain of subdomains) await createDemoTenant(database.db, { config, now }, { subdomain });
} finally {
  await database.close();
}
