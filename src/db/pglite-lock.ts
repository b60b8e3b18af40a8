import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite has no lock on its data folder: a second process could open the same folder and its writes would be
 * silently lost. We hold an exclusive lock file (with the owner's pid) next to the folder and refuse to open a
 * folder that another live process holds.
 */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    /** Set when the lock belongs to another host (a folder shared between machines or containers). */
    readonly ownerHost: string | null = null,
  ) {
    super(
      ownerHost === null
        ? `The database folder ${dataDir} is in use by another process (pid ${ownerPid}). ` +
            `Stop that process (for example a running server) or point PGLITE_DATA_DIR to another folder.`
        : `The database folder ${dataDir} is locked by process ${ownerPid} on host ${ownerHost}, whose liveness this host cannot check. ` +
            `Stop it there, or delete ${dataDir}.lock once you are sure it is gone, or point PGLITE_DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DirLock {
  path: string;
  release(): void;
}

export function lockPathFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

export function acquireDataDirLock(dataDir: string): DirLock {
  const lockPath = lockPathFor(dataDir);
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number };
          if (owner.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
        process.off('exit', release);
      };
      process.on('exit', release);
      return { path: lockPath, release };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let ownerPid = NaN;
      let ownerHost: string | null = null;
      try {
        const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number; host?: string };
        ownerPid = owner.pid;
        ownerHost = typeof owner.host === 'string' ? owner.host : null;
      } catch {
        // unreadable or half-written lock file: treat as stale below
      }
      // A process on another host (shared folder) cannot be checked from here: never take its lock.
      if (Number.isInteger(ownerPid) && ownerHost !== null && ownerHost !== os.hostname()) {
        throw new DataDirLockedError(path.resolve(dataDir), ownerPid, ownerHost);
      }
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(path.resolve(dataDir), ownerPid);
      }
      if (ownerPid === process.pid) throw new DataDirLockedError(path.resolve(dataDir), ownerPid);
      // Stale lock of a process that is gone: remove it and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not acquire the lock ${lockPath}`);
}
