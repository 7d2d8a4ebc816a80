import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { principalFromToken } from "@/server/auth/current-user";
import { getDb, withRollback } from "@/server/db/client";
import { sysSettingOrders } from "@/server/db/schema";
import { internalCtx } from "@/server/http/internal-ctx";
import { call, membersOf, signIn, userWith } from "@/server/test/api";
import { orderTotals } from "../order/pricing";
import { currentOrderSettings } from "./order-setting";

const { SysSettingOrder } = contracts;
const SEEDED = { shippingFee: "15.00", freeShippingThreshold: "199.00", unpaidCancelHours: 24 };

let token: string;
beforeAll(async () => {
  token = await signIn();
});
// later files find the seeded values current again
afterAll(async () => {
  const current = (await call(SysSettingOrder.GetCurrent, {}, { token })).body.result;
  await call(SysSettingOrder.Update, { id: current.id, ...SEEDED }, { token });
});

const current = async () => (await call(SysSettingOrder.GetCurrent, {}, { token })).body.result;

describe("SysSettingOrder", () => {
  it("seeds the first version: $15.00 shipping, free from $199.00, unpaid orders cancelled after 24 h", async () => {
    const first = (await call(SysSettingOrder.GetAll, { sorting: "version asc" }, { token })).body
      .result.items[0];
    expect(first).toMatchObject({ version: 1, ...SEEDED, creatorName: "Admin Quay" });
    expect((await current()).isCurrent).toBe(true);
  });

  it("adds a version on every change; the newest is current and the history lists newest first", async () => {
    const before = await current();
    const saved = await call(
      SysSettingOrder.Update,
      { id: before.id, shippingFee: "12.5", freeShippingThreshold: 150, unpaidCancelHours: 48 },
      { token },
    );
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    expect(saved.body.result).toMatchObject({
      version: before.version + 1,
      shippingFee: "12.50",
      freeShippingThreshold: "150.00",
      unpaidCancelHours: 48,
      isCurrent: true,
      creatorName: "Admin Quay",
    });
    expect(saved.body.result.id).not.toBe(before.id);
    expect(await current()).toEqual(saved.body.result);
    // the old version is kept as it was
    const old = (await call(SysSettingOrder.Get, { id: before.id }, { token })).body.result;
    expect(old).toMatchObject({ ...before, isCurrent: false });

    const created = await call(
      SysSettingOrder.Create,
      { shippingFee: "9.99", freeShippingThreshold: "0", unpaidCancelHours: 1 },
      { token },
    );
    expect(created.body.result).toMatchObject({ version: before.version + 2, isCurrent: true });
    const history = (await call(SysSettingOrder.GetAll, { maxResultCount: 3 }, { token })).body
      .result;
    expect(history.totalCount).toBeGreaterThanOrEqual(3);
    expect(history.items.map((v) => v.version)).toEqual([
      before.version + 2,
      before.version + 1,
      before.version,
    ]);
    expect(history.items.map((v) => v.isCurrent)).toEqual([true, false, false]);

    // saving the same values adds nothing
    const same = await call(
      SysSettingOrder.Update,
      {
        id: created.body.result.id,
        shippingFee: 9.99,
        freeShippingThreshold: 0,
        unpaidCancelHours: 1,
      },
      { token },
    );
    expect(same.body.result.version).toBe(before.version + 2);
  });

  it("refuses a change made from a version that is no longer current (409 naming both)", async () => {
    const base = await current();
    const change = { id: base.id, ...SEEDED, unpaidCancelHours: 72 };
    const [one, two] = await Promise.all([
      call(SysSettingOrder.Update, change, { token, culture: "en" }),
      call(SysSettingOrder.Update, { ...change, unpaidCancelHours: 96 }, { token, culture: "en" }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const refused = one.status === 409 ? one : two;
    expect(refused.body.error?.message).toBe(
      `These are the settings of version ${base.version}, but version ${base.version + 1} has been saved since; reload to see it.`,
    );
    expect((await current()).version).toBe(base.version + 1);
  });

  it("keeps every version: Delete is refused, an unknown id is 404", async () => {
    const now = await current();
    const refused = await call(SysSettingOrder.Delete, { id: now.id }, { token, culture: "en" });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      "Order settings are kept as history and cannot be deleted; save new settings instead.",
    );
    expect((await call(SysSettingOrder.Get, { id: now.id }, { token })).status).toBe(200);
    expect((await call(SysSettingOrder.Delete, { id: randomUUID() }, { token })).status).toBe(404);
    expect(
      (await call(SysSettingOrder.Update, { id: randomUUID(), ...SEEDED }, { token })).status,
    ).toBe(404);
  });

  it("refuses bad amounts and hours on their fields", async () => {
    const base = await current();
    for (const [input, fields, message] of [
      [{ shippingFee: "-1" }, ["shippingFee"], "Enter an amount of 0 or more."],
      [{ freeShippingThreshold: "" }, ["freeShippingThreshold"], "This field is required."],
      [
        { unpaidCancelHours: 0 },
        ["unpaidCancelHours"],
        "Enter a whole number of hours from 1 to 720.",
      ],
      [
        { unpaidCancelHours: 721 },
        ["unpaidCancelHours"],
        "Enter a whole number of hours from 1 to 720.",
      ],
      [{ unpaidCancelHours: 1.5 }, ["unpaidCancelHours"], "Enter a whole number."],
      [{ unpaidCancelHours: undefined }, ["unpaidCancelHours"], "This field is required."],
    ] as const) {
      const res = await call(
        SysSettingOrder.Update,
        { id: base.id, ...SEEDED, ...input } as never,
        { token, culture: "en" },
      );
      expect(res.status).toBe(400);
      expect(membersOf(res)).toEqual(fields);
      expect(res.body.error?.validationErrors?.[0]?.message).toBe(message);
    }
    expect((await current()).id).toBe(base.id);
  });

  it("gives orders the settings in force and the shipping they pay", async () => {
    const db = await getDb();
    const ctx = internalCtx(db, (await principalFromToken(db, token))!);
    const settings = (await currentOrderSettings(ctx))!;
    expect(settings).toMatchObject({ id: (await current()).id });
    // the order's money rule reads the threshold as reached from that amount on
    const shippingOn = (goods: string) =>
      orderTotals({
        lineAmounts: [goods],
        shippingFee: "15.00",
        freeShippingThreshold: "199.00",
        gstRate: "0",
        qstRate: "0",
      }).shippingFee;
    expect(shippingOn("198.99")).toBe("15.00");
    expect(shippingOn("199.00")).toBe("0.00");
    // none saved yet: null for orders, 404 with a clear message for the API
    const none = await withRollback(async () => {
      const tx = await getDb();
      await tx.update(sysSettingOrders).set({ isDeleted: true });
      expect(await currentOrderSettings({ ...ctx, db: tx })).toBeNull();
      return call(SysSettingOrder.GetCurrent, {}, { token, culture: "en" });
    });
    expect(none.status).toBe(404);
    expect(none.body.error?.message).toBe("No order settings have been saved yet.");
  });

  it("lets the settings page read, order staff read the current ones, and only Edit change", async () => {
    const base = await current();
    const reader = await userWith(["Pages.Admin", "Pages.Admin.OrderSettings"]);
    expect((await call(SysSettingOrder.GetAll, {}, { token: reader.token })).status).toBe(200);
    expect((await call(SysSettingOrder.GetCurrent, {}, { token: reader.token })).status).toBe(200);
    const change = { id: base.id, ...SEEDED, unpaidCancelHours: 12 };
    expect((await call(SysSettingOrder.Update, change, { token: reader.token })).status).toBe(403);
    expect((await call(SysSettingOrder.Create, SEEDED, { token: reader.token })).status).toBe(403);
    const orders = await userWith(["Pages.Order", "Pages.Order.Management"]);
    expect((await call(SysSettingOrder.GetCurrent, {}, { token: orders.token })).status).toBe(200);
    expect((await call(SysSettingOrder.GetAll, {}, { token: orders.token })).status).toBe(403);
    const editor = await userWith([
      "Pages.Admin",
      "Pages.Admin.OrderSettings",
      "Pages.Admin.OrderSettings.Edit",
    ]);
    const saved = await call(SysSettingOrder.Update, change, { token: editor.token });
    expect(saved.status).toBe(200);
    expect(saved.body.result.creatorName).toBe("P");
  });
});
