import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { acquireDirectoryLock } from "./lock";

// `npm run db:backup` / `db:restore` (docs/deploy.md: Backup and restore). PostgreSQL is dumped
// while the app runs (pg_dump takes one consistent snapshot); the embedded database is copied
// while no process has it open (stop, copy, start: PGlite lives inside the app's process, so no
// other process can read it while the app runs). Uploaded files in DATA_DIR/files go with either.

const run = promisify(execFile);

/** Where one installation keeps its data: what a backup reads and a restore writes. */
export interface DataPlace {
  /** PostgreSQL; absent → the embedded database in `pgliteDir` */
  databaseUrl?: string;
  pgliteDir: string;
  /** DATA_DIR/files; absent when uploads live in S3 (back the bucket up with the bucket's tools) */
  filesDir?: string;
  /** DATA_DIR/auth-secret, the generated secret (absent when AUTH_SECRET is set) */
  secretFile?: string;
}

interface Manifest {
  format: 1;
  createdAt: string;
  database: "postgres" | "pglite";
  files: boolean;
  secret: boolean;
}

const MANIFEST = "manifest.json";
const PG_DUMP = "database.pgdump";
const PGLITE_TAR = "pglite.tar.gz";
const FILES_TAR = "files.tar.gz";
const SECRET = "auth-secret";

/** libpq's view of a URL without the password on the command line (where `ps` shows it). */
function pgConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a PostgreSQL or tar tool, saying what to install when it is missing. */
async function tool(name: string, args: string[], env?: NodeJS.ProcessEnv) {
  try {
    await run(name, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") {
      const hint = name === "tar" ? "tar" : "the PostgreSQL client tools (postgresql-client)";
      throw new Error(`${name} was not found: install ${hint}.`);
    }
    throw new Error(`${name} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Writes a new folder `quay-<time>` under `parent` (0700: it holds password hashes) with the
 * database, the uploaded files and the generated secret; returns its path.
 */
export async function backup(from: DataPlace, parent: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dir = path.resolve(parent, `quay-${stamp}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    if (from.databaseUrl) {
      const { dbname, env } = pgConnection(from.databaseUrl);
      await tool(
        "pg_dump",
        [
          "--format=custom",
          "--no-owner",
          "--no-privileges",
          `--file=${path.join(dir, PG_DUMP)}`,
          `--dbname=${dbname}`,
        ],
        env,
      );
    } else {
      if (!fs.existsSync(from.pgliteDir))
        throw new Error(`There is no embedded database at ${from.pgliteDir}.`);
      // refuses while the app has it open (lock.ts), and keeps the app from starting meanwhile
      const release = acquireDirectoryLock(from.pgliteDir);
      try {
        await tool("tar", [
          "-czf",
          path.join(dir, PGLITE_TAR),
          "--exclude=./quay.lock",
          "-C",
          from.pgliteDir,
          ".",
        ]);
      } finally {
        release();
      }
    }
    const files = Boolean(from.filesDir && fs.existsSync(from.filesDir));
    if (files) await tool("tar", ["-czf", path.join(dir, FILES_TAR), "-C", from.filesDir!, "."]);
    const secret = Boolean(from.secretFile && fs.existsSync(from.secretFile));
    if (secret) fs.copyFileSync(from.secretFile!, path.join(dir, SECRET));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: from.databaseUrl ? "postgres" : "pglite",
      files,
      secret,
    };
    fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return dir;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true }); // no half backup that looks whole
    throw error;
  }
}

async function assertEmptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.n > 0)
      throw new Error(
        `The database at DATABASE_URL already has tables: restore into a new, empty database (createdb).`,
      );
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup folder into `to`, which must be empty: a new PostgreSQL database, or an
 * embedded database directory and a files directory that do not exist yet. Nothing is overwritten.
 */
export async function restore(backupDir: string, to: DataPlace): Promise<Manifest> {
  const file = (name: string) => path.join(backupDir, name);
  if (!fs.existsSync(file(MANIFEST)))
    throw new Error(`${backupDir} is not a backup folder (it has no ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(file(MANIFEST), "utf8")) as Manifest;
  const target = to.databaseUrl ? "postgres" : "pglite";
  if (manifest.database !== target)
    throw new Error(
      manifest.database === "postgres"
        ? "This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it."
        : "This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR (or PGLITE_DIR).",
    );
  if (manifest.files && to.filesDir && !isEmptyDir(to.filesDir))
    throw new Error(`${to.filesDir} is not empty: restore into a new DATA_DIR.`);

  if (to.databaseUrl) {
    await assertEmptyDatabase(to.databaseUrl);
    const { dbname, env } = pgConnection(to.databaseUrl);
    await tool(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${dbname}`, file(PG_DUMP)],
      env,
    );
  } else {
    if (!isEmptyDir(to.pgliteDir))
      throw new Error(`${to.pgliteDir} is not empty: restore into a new DATA_DIR (or PGLITE_DIR).`);
    fs.mkdirSync(to.pgliteDir, { recursive: true });
    await tool("tar", ["-xzf", file(PGLITE_TAR), "-C", to.pgliteDir]);
  }
  if (manifest.files && to.filesDir) {
    fs.mkdirSync(to.filesDir, { recursive: true });
    await tool("tar", ["-xzf", file(FILES_TAR), "-C", to.filesDir]);
  }
  if (manifest.secret && to.secretFile && !fs.existsSync(to.secretFile)) {
    fs.mkdirSync(path.dirname(to.secretFile), { recursive: true });
    fs.copyFileSync(file(SECRET), to.secretFile);
    fs.chmodSync(to.secretFile, 0o600);
  }
  return manifest;
}
