import "server-only";
import fs from "node:fs";
import path from "node:path";

/** Lock files this process holds (a second opener in the same process is refused too). */
const held = new Set<string>();

const alreadyOpen = (dir: string, pid: number) =>
  new Error(
    `The embedded database at ${dir} is already open in process ${pid}. ` +
      `Stop that process first, or set DATABASE_URL to use PostgreSQL (which allows many).`,
  );

/**
 * PGlite takes no lock of its own: two processes on one directory both "succeed" and rows are
 * silently lost (STACK.md). We hold a lock file with our pid and refuse a second opener.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const file = path.resolve(dir, "quay.lock");
  if (held.has(file)) throw alreadyOpen(dir, process.pid);
  const tryCreate = () => {
    const fd = fs.openSync(file, "wx");
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    // Our own pid, not held by us: a killed earlier life of this container's process (same pid).
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw alreadyOpen(dir, holder);
    }
    fs.rmSync(file, { force: true }); // stale: its process is gone
    tryCreate();
  }
  held.add(file);
  const release = () => {
    held.delete(file);
    try {
      if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
