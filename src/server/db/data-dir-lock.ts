import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is a single-process database: one process at a time may open a data directory.
const lockFile = (dataDir: string) => join(dataDir, 'trellis.pid');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid of another live process holding the data directory, or null. */
export function dataDirHolder(dataDir: string): number | null {
  if (!existsSync(lockFile(dataDir))) return null;
  const pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
}

export function lockDataDir(dataDir: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new Error(`The data directory ${dataDir} is in use by another Trellis process (pid ${holder}); stop it first.`);
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
