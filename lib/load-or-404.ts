import "server-only";
import { notFound } from "next/navigation";
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
