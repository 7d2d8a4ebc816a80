import "server-only";
import { redirect } from "next/navigation";
import { headers } from "next/headers";
import { cache } from "react";
import { readUpstreamToken, upstreamContext } from "@/lib/auth/session";
import { contracts } from "@/lib/contracts";
import { buildMenu } from "@/lib/menu";
import { isPermissionName, type PermissionName } from "@/lib/permissions";
import { PATH_HEADER } from "@/lib/routes";
import { callUpstream } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";

/** The path (with query) of this request, as the gate saw it. */
export async function requestPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? "/dashboard";
}

/** Sends the browser to sign in, coming back to this page afterwards. */
export async function redirectToLogin(): Promise<never> {
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
      callUpstream(contracts.Session.GetCurrentLoginInformations, {}, ctx),
      callUpstream(contracts.Permission.GetAllPermissions, {}, ctx),
    ]);
    if (!info.user) return redirectToLogin();
    const granted: ReadonlySet<PermissionName> = new Set(
      info.grantedPermissions.filter(isPermissionName),
    );
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
