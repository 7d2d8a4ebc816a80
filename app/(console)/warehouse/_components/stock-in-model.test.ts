import { describe, expect, it } from "vitest";
import {
  lineAmount,
  newStockInDefaults,
  stockInFormSchema,
  stockInTotals,
  suggestStockInCode,
} from "./stock-in-model";

const SKU = "0190a1b2-7f0a-7a57-9c1e-1d2f3a4b5c6d";
const ids = {
  supplierId: "0190a1b2-7f0a-7a57-9c1e-1d2f3a4b5c6e",
  warehouseId: "0190a1b2-7f0a-7a57-9c1e-1d2f3a4b5c6f",
  locationId: "0190a1b2-7f0a-7a57-9c1e-1d2f3a4b5c70",
};

describe("the stock-in form's schema", () => {
  const schema = stockInFormSchema("America/Toronto");

  it("asks for every header field but the remark, and for a product row", () => {
    const parsed = schema.safeParse(
      newStockInDefaults({ code: "IN-1", handler: "", time: "2026-11-24T09:30" }),
    );
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join("."));
    expect(paths.sort()).toEqual(
      [
        "handler",
        "inStorageType",
        "lines",
        "locationId",
        "purchaseCode",
        "supplierId",
        "warehouseId",
      ].sort(),
    );
    const lines = parsed.error!.issues.find((i) => i.path[0] === "lines");
    expect(lines?.message).toBe("validation.atLeastOneProduct");
  });

  it("sends the wall time as the instant it is in the app's time zone", () => {
    const parsed = schema.parse({
      ...newStockInDefaults({ code: "IN-1", handler: "Wei Chen", time: "2026-11-24T09:30" }),
      ...ids,
      purchaseCode: "PO-7",
      inStorageType: "Purchase",
      lines: [{ skuId: SKU, quantity: 3, costPrice: "12.5" }],
    });
    expect(parsed.inStorageTime).toBe("2026-11-24T14:30:00.000Z");
    expect(parsed.lines).toEqual([{ skuId: SKU, quantity: 3, costPrice: "12.50" }]);
  });

  it("checks each row's quantity and cost price where they are", () => {
    const parsed = schema.safeParse({
      ...newStockInDefaults({ code: "IN-1", handler: "Wei", time: "" }),
      ...ids,
      purchaseCode: "PO-7",
      inStorageType: "Purchase",
      lines: [{ skuId: SKU, quantity: 0, costPrice: "" }],
    });
    const byPath = Object.fromEntries(
      parsed.error!.issues.map((i) => [i.path.join("."), i.message]),
    );
    expect(byPath).toEqual({
      inStorageTime: "validation.required",
      "lines.0.quantity": "validation.quantityPositive",
      "lines.0.costPrice": "validation.required",
    });
  });
});

describe("amounts", () => {
  it("multiply exactly, rounding the price half up as the API does", () => {
    expect(lineAmount(3, "12.5")).toBe("37.50");
    expect(lineAmount(3, "0.105")).toBe("0.33");
    expect(lineAmount(1_000_000, "9999999999.99")).toBe("9999999999990000.00");
    expect(lineAmount(undefined, "1")).toBeNull();
    expect(lineAmount(2, "abc")).toBeNull();
  });

  it("total the rows that have figures", () => {
    expect(
      stockInTotals([
        { quantity: 2, costPrice: "1.10" },
        { quantity: 5, costPrice: "" },
        { quantity: undefined, costPrice: "3" },
      ]),
    ).toEqual({ quantity: 7, amount: "2.20" });
  });
});

it("suggests a code from the date and time in the app's time zone", () => {
  expect(suggestStockInCode(new Date("2026-11-24T03:07:00Z"), "Asia/Shanghai")).toBe(
    "IN-20261124-1107",
  );
});
