import { readUpstreamToken } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * The open page's 5-second session check (SPEC §4): the request passes the gate, which refreshes
 * the upstream token when under two minutes remain; this answers when the (new) token expires.
 */
export async function GET() {
  const token = await readUpstreamToken();
  if (!token) return Response.json({ signedIn: false }, { status: 401 });
  return Response.json({ signedIn: true, expiresAt: token.expiresAt });
}
