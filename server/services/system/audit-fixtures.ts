import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TAuditDefinitionKey, TAuditNodeInput } from "@/lib/contracts/audit-flow";
import { getDb } from "@/server/db/client";
import { auditFlows } from "@/server/db/schema";
import { call, signIn, unique } from "@/server/test/api";

// Audit flows for API tests (the flows' own suite and the price revisions').

const F = contracts.AuditFlow;

/** The id of a user made by userWith. */
export async function userIdOf(userName: string, token: string) {
  const res = await call(contracts.User.GetAll, { keyword: userName }, { token });
  return res.body.result.items[0]!.id;
}

/** A PriceRevision flow: a role's step, then a user's (or `nodes`); active when asked. */
export async function newFlow(
  token: string,
  o: {
    roleId: string;
    userId: string;
    threshold?: string | null;
    active?: boolean;
    nodes?: TAuditNodeInput[];
  },
) {
  const res = await call(
    F.Create,
    {
      key: "PriceRevision",
      desc: unique("Large price changes "),
      threshold: o.threshold === undefined ? "20" : o.threshold,
      nodes: o.nodes ?? [
        { approverType: "Role", roleId: o.roleId },
        { approverType: "User", userId: o.userId },
      ],
    },
    { token },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  if (o.active) await call(F.Active, { id: res.body.result.id, isActive: true }, { token });
  return res.body.result;
}

/** No PriceRevision flow of tenant 1 stays active: other suites' price revisions apply at once. */
export async function stopAllFlows() {
  const db = await getDb();
  await db
    .update(auditFlows)
    .set({ isActive: false })
    .where(and(eq(auditFlows.tenantId, 1), eq(auditFlows.key, "PriceRevision")));
}

/** Another user in a role made by userWith, signed in. */
export async function memberOf(roleName: string, admin: string) {
  const userName = unique("probe");
  await call(
    contracts.User.Create,
    {
      userName,
      name: "Q",
      emailAddress: `${userName}@example.com`,
      password: "secret123",
      roleNames: [roleName],
    },
    { token: admin },
  );
  return { userName, token: await signIn(userName, "secret123") };
}

/** An active flow of `key` with these steps (the key's other flows stop). */
export async function activeFlow(
  admin: string,
  key: TAuditDefinitionKey,
  nodes: TAuditNodeInput[],
) {
  const res = await call(
    contracts.AuditFlow.Create,
    { key, desc: unique(`${key} `), nodes },
    { token: admin },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  await call(
    contracts.AuditFlow.Active,
    { id: res.body.result.id, isActive: true },
    { token: admin },
  );
  return res.body.result;
}

/** No flow of `key` is active: a submission is approved at once. */
export async function noActiveFlow(admin: string, key: TAuditDefinitionKey) {
  const flows = await call(
    contracts.AuditFlow.GetAll,
    { key, isActive: true, maxResultCount: 100 },
    { token: admin },
  );
  for (const f of flows.body.result.items)
    await call(contracts.AuditFlow.Active, { id: f.id, isActive: false }, { token: admin });
}
