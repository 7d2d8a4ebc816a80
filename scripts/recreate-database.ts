// A fresh, empty PostgreSQL database for a suite or bench that starts the app itself
// (the multi-instance suite, bench/durability.ts). The app creates the schema on its first start.
import pg from "pg";

/** Drops the database named in `url` (ending its connections) and creates it again. */
export async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
