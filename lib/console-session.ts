import "server-only";
import { notFound, redirect } from "next/navigation";
import type { ZodType } from "zod";
import { headers } from "next/headers";
import { cache } from "react";
import { readUpstreamToken, upstreamContext } from "@/lib/auth/session";
import { ZListResult } from "@/lib/contracts/common";
import { ZPermissionDto } from "@/lib/contracts/role";
import { ZCurrentLoginInformations } from "@/lib/contracts/session";
import { buildMenu } from "@/lib/menu";
import { PATH_HEADER, routeOf } from "@/lib/routes";
import { callUpstream, type UpstreamContext } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";

/** The path (with query) of this request, as the gate saw it. */
export async function requestPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? "/dashboard";
}

/** Sends the browser to sign in, coming back to this page afterwards. */
async function redirectToLogin(): Promise<never> {
  redirect(`/login?redirect=${encodeURIComponent(await requestPath())}`);
}

/**
 * Everything the shell needs about the signed-in user, loaded once per request (SPEC §4: login
 * information and permissions). A session the upstream no longer accepts goes to sign-in.
 */
export const loadConsoleSession = cache(async () => {
  const [ctx, token] = await Promise.all([upstreamContext(), readUpstreamToken()]);
  if (!ctx.token || !token) return redirectToLogin();
  try {
    const [info, permissions] = await Promise.all([
      callUpstream(
        "GET",
        "Session/GetCurrentLoginInformations",
        {},
        ctx,
        ZCurrentLoginInformations,
      ),
      callUpstream("GET", "Permission/GetAllPermissions", {}, ctx, ZListResult(ZPermissionDto)),
    ]);
    if (!info.user) return redirectToLogin();
    const granted = new Set(info.grantedPermissions);
    const labels = new Map(permissions.items.map((p) => [p.name, p.displayName]));
    return {
      ctx,
      user: info.user,
      tenant: info.tenant,
      granted,
      labels,
      expiresAt: token.expiresAt,
      menu: buildMenu(permissions.items, granted),
    };
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "unauthorized") return redirectToLogin();
    throw error;
  }
});

/** Calls the upstream as the signed-in user from a server component. */
export async function serverCall<T>(
  verb: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  input: Record<string, unknown> | undefined,
  output?: ZodType<T>,
): Promise<T> {
  const { ctx, granted } = await loadConsoleSession();
  // Next renders a page alongside its layout even when the layout shows the 403 view instead;
  // such a page must not call the upstream (it would be refused and logged): stop it quietly.
  const route = routeOf((await requestPath()).split("?")[0]!);
  if (route && !granted.has(route.permission)) notFound();
  return callWith(ctx, verb, path, input, output);
}

async function callWith<T>(
  ctx: UpstreamContext,
  verb: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  input: Record<string, unknown> | undefined,
  output?: ZodType<T>,
) {
  try {
    return await callUpstream(verb, path, input, ctx, output);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "unauthorized") return redirectToLogin();
    throw error;
  }
}
