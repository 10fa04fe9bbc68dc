import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite serves one process at a time: two processes with the same data folder open lose each
 * other's writes. The process that opens the folder records itself in `<folder>.owner` (its pid and,
 * where /proc tells it, its start time); another process that finds the folder held by a running
 * process refuses, naming it. The file of a process that has ended (a crash, a kill) holds nothing
 * back, nor does a pid that a later process has been given since (its start time differs), so a
 * restart after a crash opens the folder. An in-memory database (memory://) has no folder and no file.
 */
export const ownerFile = (dir: string) => `${path.resolve(dir)}.owner`;

/** When the process started (clock ticks since boot, /proc/<pid>/stat field 22); undefined where /proc does not say. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another running process that has the folder open, if any. */
export function pgliteHolder(dir: string): number | undefined {
  let text: string;
  try {
    text = fs.readFileSync(ownerFile(dir), 'utf8');
  } catch {
    return undefined;
  }
  const [pidText, recordedStart] = text.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return undefined;
  const start = startTimeOf(pid);
  return recordedStart && start && recordedStart !== start ? undefined : pid;
}

export class PgliteHeldError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(
      `The embedded database in ${dir} is open in process ${pid} (the API started by npm start, or another command): `
      + 'PGlite serves one process at a time, so nothing was changed. Stop that process first, or use PostgreSQL '
      + '(DATABASE_URL) to change the catalog while the API runs.',
    );
  }
}

/** Records this process as the folder's only user; refuses when another running process holds it. Returns the release. */
export function claimPglite(dir: string): () => void {
  const holder = pgliteHolder(dir);
  if (holder !== undefined) throw new PgliteHeldError(dir, holder);
  fs.writeFileSync(ownerFile(dir), `${process.pid} ${startTimeOf(process.pid) ?? ''}\n`);
  return () => {
    try {
      if (fs.readFileSync(ownerFile(dir), 'utf8').trim().split(/\s+/)[0] === String(process.pid)) fs.rmSync(ownerFile(dir), { force: true });
    } catch {
      // Already gone.
    }
  };
}
