import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { productSkus } from "@/server/db/schema";
import { call, signIn } from "@/server/test/api";
import { registerCustomer } from "@/server/test/customer";
import { inStorageTypes, newSupplier, stockIn } from "../warehouse/fixtures";
import { addressesFor, shelvedSkus } from "./fixtures";

// The acceptance test of "no oversell, ever" (issue 11, DESIGN §5 Stock): 50 customers' orders
// at once for the last 10 units of a SKU. Exactly 10 succeed, the others are refused with the
// reason, and availableStock ends at 0 without ever going below it. PGlite has one connection,
// so the calls can only truly meet on PostgreSQL (TEST_DATABASE_URL).

const ROUNDS = 20;
const CALLS = 50;
const UNITS = 10;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe.skipIf(!process.env.DATABASE_URL)("concurrent orders for the last units", () => {
  it(`never sells more than is on shelf (${ROUNDS} rounds of ${CALLS} calls for ${UNITS} units)`, async () => {
    await inStorageTypes();
    const s = await shelvedSkus(token, UNITS);
    const supplier = await newSupplier(token);
    const buyers: (Awaited<ReturnType<typeof registerCustomer>> &
      Awaited<ReturnType<typeof addressesFor>>)[] = [];
    for (let i = 0; i < 5; i++) {
      const customer = await registerCustomer();
      buyers.push({ ...customer, ...(await addressesFor(token, customer.customerId)) });
    }
    const db = await getDb();
    const availableNow = async () =>
      (
        await db
          .select({ n: productSkus.availableStock })
          .from(productSkus)
          .where(eq(productSkus.id, s.a.id))
      )[0]!.n;

    for (let round = 0; round < ROUNDS; round++) {
      if (round > 0) {
        // 10 more units in, all of them on shelf (what earlier rounds sold stays reserved)
        await stockIn(token, {
          supplierId: supplier.id,
          warehouseId: s.warehouse.id,
          locationId: s.first.id,
          lines: [{ skuId: s.a.id, quantity: UNITS }],
        });
        const shelf = await call(
          contracts.ProductSku.SetAvailableStock,
          { id: s.a.id, quantity: UNITS },
          { token },
        );
        expect(shelf.status, JSON.stringify(shelf.body.error)).toBe(200);
      }
      expect(await availableNow()).toBe(UNITS);

      let lowest = UNITS;
      let racing = true;
      const watcher = (async () => {
        while (racing) {
          lowest = Math.min(lowest, await availableNow());
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      })();
      const results = await Promise.all(
        Array.from({ length: CALLS }, (_, i) => {
          const buyer = buyers[i % buyers.length]!;
          return call(
            contracts.OrderMain.CustomerCreateOrder,
            {
              receivingMethod: "LogisticsDelivery",
              receivingAddressId: buyer.receiving.id,
              billAddressId: buyer.bill.id,
              paymentMethod: "CreditCard",
              lines: [{ skuId: s.a.id, quantity: 1 }],
            },
            { token: buyer.token, culture: "en" },
          );
        }),
      );
      racing = false;
      await watcher;

      const won = results.filter((r) => r.status === 200);
      const lost = results.filter((r) => r.status !== 200);
      expect(won, `round ${round}`).toHaveLength(UNITS);
      for (const r of lost) {
        expect(r.status, JSON.stringify(r.body.error)).toBe(409);
        expect(r.body.error?.message).toMatch(
          new RegExp(`^Only \\d+ of ${s.a.number} can be ordered now\\.$`),
        );
      }
      expect(new Set(won.map((r) => r.body.result.orderCode)).size).toBe(UNITS);
      expect(await availableNow()).toBe(0);
      expect(lowest, `round ${round}: availableStock went below 0`).toBeGreaterThanOrEqual(0);
      const sku = (await call(contracts.ProductSku.Get, { id: s.a.id }, { token })).body.result;
      expect([sku.reservedStock, sku.totalStock]).toEqual([
        UNITS * (round + 1),
        UNITS * (round + 1),
      ]);
    }
  }, 600_000);
});
