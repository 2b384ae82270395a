import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { StartupError } from '../startup-errors';

const heldByThisProcess = new Set<string>();

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt
 * it. A pid file beside it turns that mistake into a clear start-up error. A file left by a
 * process that no longer runs (a crash, kill -9) is taken over.
 */
export function lockPgliteDir(dir: string): () => void {
  // Beside the directory, not in it: initdb wants an empty directory.
  const file = `${dir}.pid`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(file);
      let held = true;
      return () => {
        if (held) rmSync(file, { force: true });
        heldByThisProcess.delete(file);
        held = false;
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      // This very process counts only while it holds the lock (in a container a restarted server
      // is pid 1 again, and the file it finds is its predecessor's).
      const heldHere = owner === process.pid && heldByThisProcess.has(file);
      if (heldHere || (owner !== process.pid && isRunning(owner))) {
        throw new StartupError(
          `The embedded database in ${dir} is in use by process ${owner}. PGlite serves one process: ` +
            'stop that one, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
