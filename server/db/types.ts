import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The database handle, PGlite or PostgreSQL alike. Apart from client.ts so the seed can name it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
