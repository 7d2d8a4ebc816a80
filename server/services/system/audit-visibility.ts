import "server-only";
import type { TAuditDefinitionKey } from "@/lib/contracts/audit-flow";
import type { AuthedCtx } from "@/server/http/define";
import { canSeeRequest } from "../catalogue/price-revision-audit";

/**
 * Each audit definition's `canSee(ctx, entityId)`: whether the caller may see the record, by the
 * same rule as the record's own reads. GetDetail and CanAudit answer 404 when not, so an audit
 * shows nothing of a record its reader could not open. A definition added to `auditDefinitions`
 * must add its hook here (the type asks for one per key).
 */
export const auditCanSee: Record<
  TAuditDefinitionKey,
  (ctx: AuthedCtx, entityId: string) => Promise<boolean>
> = {
  // a revision of a customer whose type's page the caller holds (readableCustomers)
  PriceRevision: canSeeRequest,
};
