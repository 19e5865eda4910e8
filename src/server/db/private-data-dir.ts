import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's directory is its owner's alone: the write-ahead log holds everything written, private notes
 * included. The directory is 0700, which keeps every file in it from other users, even those PGlite makes while it
 * runs (it sets 0666 on them itself, whatever the umask); its files are closed to 0600 when it opens and closes.
 */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeTree(dataDir);
}

function closeTree(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) closeTree(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
