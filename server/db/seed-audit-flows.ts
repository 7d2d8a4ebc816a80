import "server-only";
import { and, eq } from "drizzle-orm";
import { auditFlowNodes, auditFlows, roles } from "./schema";
import type { Db } from "./types";

const TENANT_ID = 1;

/**
 * A demo audit flow, not active (revisions apply at once until someone activates it): price
 * changes above 20 % approved by the Finance role, then by the administrator (issue 13 item 5).
 */
export async function seedAuditFlows(db: Db, o: { creatorUserId: string }) {
  const [finance] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, TENANT_ID), eq(roles.name, "Finance")));
  if (!finance) return;
  const [flow] = await db
    .insert(auditFlows)
    .values({
      tenantId: TENANT_ID,
      key: "PriceRevision",
      desc: "Large price changes",
      threshold: "20",
      isActive: false,
      creatorUserId: o.creatorUserId,
    })
    .returning();
  await db.insert(auditFlowNodes).values([
    {
      flowId: flow!.id,
      sort: 1,
      approverType: "Role",
      roleId: finance.id,
      creatorUserId: o.creatorUserId,
    },
    {
      flowId: flow!.id,
      sort: 2,
      approverType: "User",
      userId: o.creatorUserId,
      creatorUserId: o.creatorUserId,
    },
  ]);
}
