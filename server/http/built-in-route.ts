import "server-only";
import { env } from "@/lib/env";
import { envelope } from "./envelope";

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/**
 * A route handler of the built-in upstream (/api/TokenAuth/*, /api/services/app/*,
 * /api/openapi.json, /api/cron/*). With UPSTREAM_API_URL set the built-in upstream is off: its
 * routes answer 404 and the code behind them, and with it the database, is never loaded.
 */
export function builtInRoute<C>(load: () => Promise<Handler<C>>): Handler<C> {
  return async (request, context) => {
    if (env.UPSTREAM_API_URL) {
      const error = { code: 0, message: "Not found", details: null, validationErrors: null };
      return Response.json(envelope(null, error), { status: 404 });
    }
    return (await load())(request, context);
  };
}

/** /api/TokenAuth/* and /api/services/app/*: the dispatcher, loaded on the first call. */
export const builtInApi = builtInRoute(async () => (await import("./dispatcher")).dispatch);
