import "server-only";
import { notFound } from "next/navigation";
import { serverCall } from "@/lib/api/server";
import { idOf, routeEntities } from "@/lib/route-entities";
import { UpstreamError } from "@/lib/upstream/errors";

/** An entity a page is about: a missing one (or a malformed id) shows the 404 page. */
export async function loadOr404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (
      error instanceof UpstreamError &&
      (error.kind === "not_found" || error.kind === "validation")
    )
      notFound();
    throw error;
  }
}

/**
 * For a route that opens one record (lib/route-entities.ts): reads it, so a missing record
 * answers 404 from the layout, before loading.tsx starts streaming a 200.
 */
export async function assertRouteEntity(pattern: string, pathname: string): Promise<void> {
  const method = routeEntities[pattern];
  const id = method && idOf(pattern, pathname);
  if (method && id) await loadOr404(() => serverCall(method, { id }));
}
