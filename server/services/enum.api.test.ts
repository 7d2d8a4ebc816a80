import { beforeAll, describe, expect, it } from "vitest";
import { appEnums } from "@/lib/contracts/enums";
import { contracts } from "@/lib/contracts";
import { call, signIn } from "@/server/test/api";

let token: string;
beforeAll(async () => {
  token = await signIn();
});

const getValues = (typeName: string, culture?: string) =>
  call(contracts.Enum.GetValues, { typeName }, { token, culture });

describe("Enum", () => {
  it("returns an enumeration's values by type name in any case, with English display names", async () => {
    for (const typeName of ["OrderStatus", "orderstatus", "ORDERSTATUS"]) {
      const res = await getValues(typeName);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.result).toEqual([
        { name: "ToBePaid", value: 0, displayName: "Awaiting payment" },
        { name: "Paid", value: 1, displayName: "Paid" },
        { name: "Cancelled", value: 2, displayName: "Closed" },
        { name: "Issued", value: 3, displayName: "Shipped" },
        { name: "PaidAndIssued", value: 4, displayName: "Paid and shipped" },
        { name: "Received", value: 5, displayName: "Received" },
        { name: "PaidAndReceived", value: 6, displayName: "Completed" },
      ]);
    }
  });

  it("localises display names by the caller's culture", async () => {
    const [en, ja, zh] = await Promise.all([
      getValues("Sex", "en"),
      getValues("Sex", "ja"),
      getValues("Sex", "zh-Hans"),
    ]);
    expect(en.body.result).toEqual([
      { name: "Men", value: 0, displayName: "Male" },
      { name: "Women", value: 1, displayName: "Female" },
    ]);
    expect(ja.body.result).toEqual([
      { name: "Men", value: 0, displayName: "男性" },
      { name: "Women", value: 1, displayName: "女性" },
    ]);
    expect(zh.body.result).toEqual([
      { name: "Men", value: 0, displayName: "男" },
      { name: "Women", value: 1, displayName: "女" },
    ]);

    const status = await Promise.all(
      ["en", "ja", "zh-Hans"].map((c) => getValues("orderSTATUS", c)),
    );
    expect(status.map((r) => r.body.result[0]!.displayName)).toEqual([
      "Awaiting payment",
      "支払待ち",
      "待付款",
    ]);
  });

  it("answers 404 with success false for an unknown enumeration", async () => {
    const res = await getValues("NoSuchEnum");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: false });
    expect(res.body.error?.message).toBe("There is no enumeration named NoSuchEnum.");
  });

  it("filters GetAllEnums by a case-insensitive part of the name", async () => {
    const expected = [
      "OrderStatus",
      "OrderStatusTab",
      "OutboundStatus",
      "SettlementStatus",
      "ShelfStatus",
    ];
    for (const filter of ["status", "STATUS"]) {
      const res = await call(contracts.Enum.GetAllEnums, { filter }, { token });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.result).sort()).toEqual(expected);
      expect(res.body.result.ShelfStatus!.map((v) => v.name)).toEqual([
        "NotOnShelf",
        "OnShelf",
        "RemovedFromShelf",
      ]);
    }
    const none = await call(contracts.Enum.GetAllEnums, { filter: "zzz-nothing" }, { token });
    expect(none.body.result).toEqual({});
    const all = await call(contracts.Enum.GetAllEnums, {}, { token });
    expect(Object.keys(all.body.result)).toEqual(Object.keys(appEnums));
  });

  it("lists every application enumeration in GetAppEnums, each value translated", async () => {
    for (const culture of ["en", "zh-Hans", "es", "ja"]) {
      const res = await call(contracts.Enum.GetAppEnums, {}, { token, culture });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.result)).toEqual(Object.keys(appEnums));
      for (const [name, values] of Object.entries(appEnums)) {
        const got = res.body.result[name]!;
        expect(got.map((v) => v.name)).toEqual([...values]);
        expect(got.map((v) => v.value)).toEqual(values.map((_, i) => i));
        // a missing message would come back as its key, e.g. "enums.Sex.Men"
        for (const v of got)
          expect(v.displayName, `${culture} ${name}.${v.name}`).not.toMatch(/^enums\./);
      }
    }
  });

  it("names every enumeration with a localised label in GetAppEnumNames", async () => {
    const en = await call(contracts.Enum.GetAppEnumNames, {}, { token });
    const ja = await call(contracts.Enum.GetAppEnumNames, {}, { token, culture: "ja" });
    expect(en.status).toBe(200);
    expect(en.body.result.map((e) => e.name)).toEqual(Object.keys(appEnums));
    expect(ja.body.result.map((e) => e.name)).toEqual(Object.keys(appEnums));
    expect(en.body.result.find((e) => e.name === "OrderStatus")?.displayName).toBe("Order status");
    expect(ja.body.result.find((e) => e.name === "OrderStatus")?.displayName).toBe(
      "注文ステータス",
    );
    for (const e of [...en.body.result, ...ja.body.result])
      expect(e.displayName).not.toMatch(/^enums\./);
  });

  it("refuses every call without a token with 401 and unAuthorizedRequest", async () => {
    const calls = [
      call(contracts.Enum.GetValues, { typeName: "Sex" }),
      call(contracts.Enum.GetAllEnums, { filter: "Sex" }),
      call(contracts.Enum.GetAppEnums, {}),
      call(contracts.Enum.GetAppEnumNames, {}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, result: null, unAuthorizedRequest: true });
      expect(res.body.error?.message).toBe(
        "You are not signed in, or your session has ended. Please sign in again.",
      );
    }
  });
});
