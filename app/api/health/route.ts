export const dynamic = "force-dynamic";

/** Liveness: the process answers HTTP. Nothing else is checked (readiness: /api/health/ready). */
export function GET() {
  return Response.json({ status: "ok" });
}
