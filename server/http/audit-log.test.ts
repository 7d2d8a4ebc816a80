import { describe, expect, it } from "vitest";
import { entityIdsOf, SUMMARY_MAX, summarise } from "./audit-log";

const A = "0190a000-0000-7000-8000-00000000000a";
const B = "0190a000-0000-7000-8000-00000000000b";
const C = "0190a000-0000-7000-8000-00000000000c";

describe("summarise", () => {
  it("redacts secrets at any depth and keeps record codes", () => {
    const text = summarise({
      userName: "ann",
      password: "p1",
      newPassword: "p2",
      nested: { accessToken: "t", refresh_token: "r", clientSecret: "s", apiKey: "k" },
      providerAccessCode: "pac",
      code: "123456",
      customerCode: "C-001",
      orderCode: "O-1",
    });
    expect(JSON.parse(text!)).toEqual({
      userName: "ann",
      password: "[redacted]",
      newPassword: "[redacted]",
      nested: {
        accessToken: "[redacted]",
        refresh_token: "[redacted]",
        clientSecret: "[redacted]",
        apiKey: "[redacted]",
      },
      providerAccessCode: "[redacted]",
      code: "[redacted]",
      customerCode: "C-001",
      orderCode: "O-1",
    });
  });

  it("names files and cuts long input", () => {
    const file = new File(["abc"], "logo.png");
    expect(summarise({ file })).toBe('{"file":"[file logo.png, 3 bytes]"}');
    const long = summarise({ text: "x".repeat(SUMMARY_MAX * 2) })!;
    expect(long).toHaveLength(SUMMARY_MAX + 1);
    expect(long.endsWith("…")).toBe(true);
    expect(summarise(undefined)).toBeNull();
  });
});

describe("entityIdsOf", () => {
  it("takes the record's id, its owner's and the ids a batch names, once each", () => {
    expect(entityIdsOf({ id: A, customerId: B, warehouseId: C }, null)).toEqual([A, B]);
    expect(entityIdsOf({ ids: [A, B], quantity: 2 }, { succeeded: 2 })).toEqual([A, B]);
    expect(entityIdsOf({ name: "x" }, { id: A, productId: B })).toEqual([A, B]);
    // a price revision or a stock move names its SKU
    expect(entityIdsOf({ skuId: A, customerId: B }, { id: C })).toEqual([B, A, C]);
    expect(entityIdsOf({ id: A.toUpperCase() }, { id: A })).toEqual([A]);
  });

  it("is null when the call names no record", () => {
    expect(entityIdsOf({ name: "x", id: "not-a-uuid" }, null)).toBeNull();
    expect(entityIdsOf(undefined, undefined)).toBeNull();
  });
});
