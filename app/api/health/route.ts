import { getDatabase, ping } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** Liveness for load balancers and the e2e web server: the database answers. */
export async function GET() {
  try {
    const { db, kind } = await getDatabase();
    await ping(db);
    return Response.json({ status: "ok", database: kind });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503 });
  }
}
