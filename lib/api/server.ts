import "server-only";
import { notFound } from "next/navigation";
import { contracts, type Contracts } from "@/lib/contracts";
import { loadConsoleSession, redirectToLogin, requestPath } from "@/lib/console-session";
import { opensRoute } from "@/lib/route-access";
import { routeOf } from "@/lib/routes";
import { callUpstream } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import type { InputArgs, Op, OutputOf } from "./define";

/** Calls the upstream as the signed-in user from a server component. */
export async function serverCall(method: Op, input: unknown): Promise<unknown> {
  const { ctx, granted } = await loadConsoleSession();
  // Next renders a page alongside its layout even when the layout shows the 403 view instead;
  // such a page must not call the upstream (it would be refused and logged): stop it quietly.
  const route = routeOf((await requestPath()).split("?")[0]!);
  if (route && !opensRoute(route.permission, granted)) notFound();
  try {
    return await callUpstream(method, input as never, ctx);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "unauthorized") return redirectToLogin();
    throw error;
  }
}

type ServerApi = {
  readonly [S in keyof Contracts]: {
    readonly [M in keyof Contracts[S]]: Contracts[S][M] extends Op
      ? (...args: InputArgs<Contracts[S][M]>) => Promise<OutputOf<Contracts[S][M]>>
      : never;
  };
};

/**
 * The API as server components call it: `await serverApi.ProductBrand.GetAll({ keyword })`,
 * typed by the declarations, with the session's token and locale, through lib/upstream (so
 * UPSTREAM_API_URL still selects another implementation). An ended session goes to sign-in.
 */
export const serverApi = Object.fromEntries(
  Object.entries(contracts).map(([service, methods]) => [
    service,
    Object.fromEntries(
      Object.entries(methods as Record<string, Op>).map(([name, method]) => [
        name,
        (input?: unknown) => serverCall(method, input),
      ]),
    ),
  ]),
) as ServerApi;
