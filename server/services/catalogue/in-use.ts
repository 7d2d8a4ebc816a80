import "server-only";
import { AppError } from "@/server/http/errors";

/** Refuses deleting something still used, naming up to three users of it (SPEC §4 rules). */
export function refuseInUse(entity: string, users: { name: string }[], total: number) {
  if (total === 0) return;
  throw AppError.conflict("api.errors.inUse", {
    entity,
    names: users
      .slice(0, 3)
      .map((u) => `"${u.name}"`)
      .join(", "),
    more: Math.max(0, total - 3),
  });
}
