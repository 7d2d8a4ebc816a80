// With TEST_DATABASE_URL the API suite starts from an empty PostgreSQL schema every run.
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    "drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;",
  );
  await client.end();
}
