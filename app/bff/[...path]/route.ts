import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/client-address";
import { env } from "@/lib/env";
import { multipartBodyLimit, type Op, toQuery } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { upstreamHeaders } from "@/lib/upstream/client";
import { sendUpstream } from "@/lib/upstream/transport";
import { bffCaller, refuse } from "../guard";

export const dynamic = "force-dynamic";

/** Upstream answer headers worth passing on; never Set-Cookie. */
const PASSED_BACK = [
  "content-type",
  "content-length",
  "content-disposition",
  "x-request-id",
  "cache-control",
  "x-content-type-options",
  "content-security-policy",
];

/** The declared method /bff/{Service}/{Method} names, if the console may call it. */
function declared(path: string[]): Op | undefined {
  if (path.length !== 2) return undefined;
  const [service, method] = path as [string, string];
  const methods = Object.hasOwn(contracts, service)
    ? (contracts[service as keyof typeof contracts] as Record<string, Op>)
    : undefined;
  const op = methods && Object.hasOwn(methods, method) ? methods[method] : undefined;
  return op && op.bff !== false ? op : undefined;
}

/**
 * The BFF for client islands (DESIGN §1): POST /bff/{Service}/{Method} → the declared method of
 * the upstream, with the session's token and the DECLARED verb (GET and DELETE inputs go into
 * the query string), so any ABP-style upstream sees the calls it expects. Undeclared methods and
 * those declared `bff: false` (TokenAuth: a token must never reach page JavaScript) are 404.
 * GET is accepted only for raw downloads (`<img src>`, `<a href>`). Client-sent credentials,
 * tenant and forwarding headers are dropped; mutations must come from our own origin.
 */
async function forward(req: NextRequest, ctx: { params: Promise<{ path: string[] }> }) {
  const op = declared((await ctx.params).path);
  if (!op) return refuse(404, "Not found");
  const isDownload = req.method === "GET" && op.verb === "GET" && op.raw === true;
  if (req.method !== "POST" && !isDownload) return refuse(405, "Method not allowed");
  const caller = await bffCaller(req);
  if (caller instanceof Response) return caller;
  const headers: Record<string, string> = upstreamHeaders(caller);
  const length = Number(req.headers.get("content-length") ?? 0);
  const limit = op.maxFileBytes
    ? multipartBodyLimit(op.maxFileBytes)
    : env.VIDEO_MAX_MB * 1024 * 1024 + 1024 * 1024;
  if (length > limit) return refuse(413, "Request too large");
  // for the upstream's audit log: who is behind this request
  const agent = req.headers.get("user-agent");
  if (agent) headers["User-Agent"] = agent.slice(0, 512);
  // the browser's address as clientAddress trusts it (never a client-written leftmost entry)
  const client = clientAddress(req.headers);
  if (client) headers["X-Forwarded-For"] = client;
  let target = op.path;
  let body: ArrayBuffer | undefined;
  if (isDownload) target += req.nextUrl.search;
  else if (op.verb === "GET" || op.verb === "DELETE") {
    const input = await readJson(req);
    if (input === undefined) return refuse(400, "Invalid JSON");
    target += toQuery(input);
  } else {
    const contentType = req.headers.get("content-type");
    if (contentType) headers["Content-Type"] = contentType;
    body = await req.arrayBuffer();
  }
  const upstream = await sendUpstream(target, { method: op.verb, headers, body });
  const out = new Headers();
  for (const name of PASSED_BACK) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

/** The JSON object a query-string call was sent with ({} when empty); undefined when it is not one. */
async function readJson(req: NextRequest): Promise<Record<string, unknown> | undefined> {
  const text = await req.text();
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as DELETE };
