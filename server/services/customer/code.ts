import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { customers } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import { sequenceCode } from "../kit";

/**
 * The next free generated customer code of a tenant: "C" and 7 digits from one sequence,
 * skipping any a person already gave a customer by hand.
 */
export async function nextCustomerCode(db: Db, tenantId: number): Promise<string> {
  for (;;) {
    const code = await sequenceCode(db, "customer_code_seq", "C", 7);
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenantId),
          eq(customers.isDeleted, false),
          sql`lower(${customers.customerCode}) = ${code.toLowerCase()}`,
        ),
      );
    if (!taken) return code;
  }
}
