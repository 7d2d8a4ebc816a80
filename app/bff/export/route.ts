import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/client-address";
import { UpstreamError } from "@/lib/upstream/errors";
import { bffCaller, refuse } from "../guard";
import { ExportRefusal, exportList, readExportRequest } from "./list-export";
import { logger } from "@/server/logger";
import { parseJsonCapped, readLimitedText } from "@/server/http/input";

/** The request's JSON, or undefined for a body that is none (refused by the schema then). */
function parseBody(text: string): unknown {
  try {
    return parseJsonCapped(text);
  } catch {
    return undefined;
  }
}

export const dynamic = "force-dynamic";

/**
 * POST /bff/export {source, format, columns, …}: the list's current view as a CSV or Excel file
 * (list-export.ts beside it), read through the list's own GetAll with the session's token.
 * Same guards as the BFF: our own origin, a live session.
 */
export async function POST(req: NextRequest) {
  const caller = await bffCaller(req);
  if (caller instanceof Response) return caller;
  if (Number(req.headers.get("content-length") ?? 0) > 256 * 1024)
    return refuse(413, "Request too large");
  const ctx = {
    token: caller.token,
    locale: caller.locale,
    clientAddress: clientAddress(req.headers),
  };
  try {
    // read through the kit's limit: a chunked body has no Content-Length to refuse it by
    const text = await readLimitedText(req, 256 * 1024).catch(() => null);
    if (text === null) return refuse(413, "Request too large");
    const { request, op } = readExportRequest(parseBody(text));
    // a download leaves a trace even where the upstream does not audit reads
    logger.info(
      { user: caller.userId, service: op.service, method: op.method, format: request.format },
      "list export",
    );
    return await exportList(request, op, ctx, (error) =>
      logger.error({ err: error, service: op.service, method: op.method }, "list export failed"),
    );
  } catch (error) {
    if (error instanceof ExportRefusal) return refuse(error.status, error.message);
    if (error instanceof UpstreamError)
      return refuse(
        error.status || 502,
        error.message,
        error.details,
        error.validationErrors.length ? error.validationErrors : null,
      );
    logger.error({ err: error }, "list export failed");
    return refuse(500, "The export failed");
  }
}
