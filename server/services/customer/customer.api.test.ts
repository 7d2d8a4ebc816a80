import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { customers, settings, users } from "@/server/db/schema";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { registerCustomer } from "@/server/test/customer";
import { newDictionaryValue } from "@/server/test/dictionary";

const C = contracts.Customer;
const R = contracts.CustomerReceivingAddressMapping;

const enterprise = (overrides: Record<string, unknown> = {}) => ({
  enterpriseName: unique("Maple Trading "),
  enterpriseCall: "Maple",
  realName: "Ada Wong",
  sex: "Women" as const,
  mobilePhone: "+1 416 555 0101",
  email: `${unique("ada")}@example.com`,
  accountQuota: "5000",
  industry: "Retail",
  ...overrides,
});

const address = (customerId?: string, overrides: Record<string, unknown> = {}) => ({
  customerId,
  contactName: "Receiver",
  phone: "+1 514 555 0199",
  detailAddress: unique("1 Rue Test "),
  ...overrides,
});

/** A customer registered through Account.Register (an e-mailed code) and signed in as it. */
async function customerCaller() {
  const registered = await registerCustomer();
  return {
    token: registered.token,
    customer: { id: registered.customerId },
    userId: registered.userId,
  };
}

describe("Customer", () => {
  it("creates an enterprise with a generated code and its first quota in the history", async () => {
    const token = await signIn();
    const res = await call(C.Create, enterprise(), { token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      customerType: "Enterprise",
      accountQuota: "5000.00",
      usedQuota: "0.00",
      remainingQuota: "5000.00",
      isMembershipEffective: false,
    });
    expect(res.body.result.customerCode).toMatch(/^C\d{7}$/);

    const set = await call(
      C.SetEnterpriseAccountQuota,
      { id: res.body.result.id, accountQuota: 7500.5, remark: "Raised" },
      { token },
    );
    expect(set.body.result.accountQuota).toBe("7500.50");
    const history = await call(C.GetQuotaHistory, { id: res.body.result.id }, { token });
    expect(history.body.result.items).toMatchObject([
      { previousQuota: "5000.00", newQuota: "7500.50", remark: "Raised", creatorUserName: "admin" },
      { previousQuota: "0.00", newQuota: "5000.00" },
    ]);
  });

  it("refuses a bad e-mail with SPEC's message, on the field", async () => {
    const token = await signIn();
    const res = await call(C.Create, enterprise({ email: "not-an-email" }), { token });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toContainEqual(
      expect.objectContaining({
        members: ["email"],
        message: "Please fill in the correct email address",
      }),
    );
  });

  it("keeps codes unique and only lets EditCode holders set them", async () => {
    const token = await signIn();
    const code = unique("ENT").toUpperCase().slice(0, 30);
    expect((await call(C.Create, enterprise({ customerCode: code }), { token })).status).toBe(200);
    const clash = await call(C.Create, enterprise({ customerCode: code.toLowerCase() }), { token });
    expect(clash.status).toBe(400);
    expect(clash.body.error?.validationErrors?.[0]?.members).toEqual(["customerCode"]);

    const clerk = await userWith(["Pages.Customer.Enterprise", "Pages.Customer.Enterprise.Create"]);
    const refused = await call(C.Create, enterprise({ customerCode: unique("X") }), {
      token: clerk.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.validationErrors?.[0]?.members).toEqual(["customerCode"]);
    expect((await call(C.Create, enterprise(), { token: clerk.token })).status).toBe(200);
  });

  it("shows and changes only the customer types whose pages the caller holds", async () => {
    const admin = await signIn();
    const ent = await call(C.Create, enterprise(), { token: admin });
    const ordinaryOnly = await userWith([
      "Pages.Customer.Ordinary",
      "Pages.Customer.Ordinary.Edit",
    ]);
    const t = ordinaryOnly.token;
    expect((await call(C.Get, { id: ent.body.result.id }, { token: t })).status).toBe(404);
    expect((await call(C.GetAll, { customerType: "Enterprise" }, { token: t })).status).toBe(403);
    const list = await call(C.GetAll, { maxResultCount: 1000 }, { token: t });
    expect(list.body.result.items.every((c) => c.customerType === "Ordinary")).toBe(true);
    const { accountQuota: _quota, ...fields } = enterprise();
    expect((await call(C.Update, { ...fields, id: ent.body.result.id }, { token: t })).status).toBe(
      404,
    );
  });

  it("finds customers by keyword over code, names, phone and e-mail, and by membership", async () => {
    const token = await signIn();
    const mail = `${unique("kw")}@example.com`;
    const made = await call(C.Create, enterprise({ email: mail }), { token });
    const byMail = await call(C.GetAll, { keyword: mail.toUpperCase() }, { token });
    expect(byMail.body.result.items.map((c) => c.id)).toEqual([made.body.result.id]);
    const byCode = await call(C.GetAll, { keyword: made.body.result.customerCode }, { token });
    expect(byCode.body.result.items.map((c) => c.id)).toEqual([made.body.result.id]);

    const db = await getDb();
    const member = await call(
      C.CreateOrdinary,
      { realName: unique("Member "), sex: "Men", mobilePhone: "+86 138 0000 0000", email: mail },
      { token },
    );
    await db
      .update(customers)
      .set({ customerType: "Member", memberValidity: sql`current_date - 1` as never })
      .where(eq(customers.id, member.body.result.id));
    const expired = await call(
      C.GetAll,
      { customerType: "Member", membership: "Expired", keyword: mail, maxResultCount: 100 },
      { token },
    );
    expect(expired.body.result.items.map((c) => c.id)).toEqual([member.body.result.id]);
    expect(expired.body.result.items[0]!.isMembershipEffective).toBe(false);
    const effective = await call(
      C.GetAll,
      { customerType: "Member", membership: "Effective", keyword: mail },
      { token },
    );
    expect(effective.body.result.totalCount).toBe(0);
  });

  it("needs the type's page for its actions: SetQuota or Edit alone reach nothing", async () => {
    const admin = await signIn();
    const ent = (await call(C.Create, enterprise(), { token: admin })).body.result;
    const quotaOnly = await userWith(["Pages.Customer.Enterprise.SetQuota"]);
    const set = await call(
      C.SetEnterpriseAccountQuota,
      { id: ent.id, accountQuota: ent.accountQuota },
      { token: quotaOnly.token },
    );
    expect(set.status).toBe(404);
    const editOnly = await userWith(["Pages.Customer.Enterprise.Edit"]);
    expect((await call(R.Create, address(ent.id), { token: editOnly.token })).status).toBe(404);
  });

  it("refuses amounts beyond 13 digits, so every amount stays exact", async () => {
    const token = await signIn();
    const res = await call(C.Create, enterprise({ accountQuota: "55555555555555.55" }), { token });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["accountQuota"]);
    const big = await call(C.Create, enterprise({ accountQuota: "5555555555555.55" }), { token });
    expect(big.body.result.remainingQuota).toBe("5555555555555.55");
  });

  it("refuses a quota below what is already used", async () => {
    const token = await signIn();
    const made = await call(C.Create, enterprise(), { token });
    await (
      await getDb()
    )
      .update(customers)
      .set({ usedQuota: "1200.00" })
      .where(eq(customers.id, made.body.result.id));
    const res = await call(
      C.SetEnterpriseAccountQuota,
      { id: made.body.result.id, accountQuota: "1000" },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.message).toContain("1200.00");
  });
});

describe("Customer receiving addresses", () => {
  it("keeps exactly one default and refuses one past the maximum, naming it", async () => {
    const token = await signIn();
    const owner = (await call(C.Create, enterprise(), { token })).body.result;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await call(R.Create, address(owner.id), { token })).body.result.id);
    const list = async () =>
      (await call(R.GetAll, { customerId: owner.id }, { token })).body.result.items;
    expect((await list()).map((a) => a.isDefault)).toEqual([true, false, false]);

    await call(R.SetDefault, { id: ids[1]! }, { token });
    expect((await list()).map((a) => a.isDefault)).toEqual([false, true, false]);
    await call(R.Delete, { id: ids[1]! }, { token });
    expect((await list()).map((a) => a.isDefault)).toEqual([false, true]);

    const db = await getDb();
    await db
      .insert(settings)
      .values({ name: "App.Customer.MaxReceivingAddressCount", value: "2" })
      .onConflictDoUpdate({ target: [settings.tenantId, settings.name], set: { value: "2" } });
    try {
      expect((await call(R.GetMaxCountByEachCustomer, {}, { token })).body.result).toBe(2);
      const refused = await call(R.Create, address(owner.id), { token });
      expect(refused.status).toBe(409);
      expect(refused.body.error?.message).toContain("2");
    } finally {
      await db.delete(settings).where(eq(settings.name, "App.Customer.MaxReceivingAddressCount"));
    }
  });

  it("refuses a region chain that does not hold together", async () => {
    const token = await signIn();
    const owner = (await call(C.Create, enterprise(), { token })).body.result;
    const res = await call(R.Create, address(owner.id, { countryId: crypto.randomUUID() }), {
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["countryId"]);
  });
});

describe("a registered customer's own token", () => {
  it("reads and updates its own info and addresses, nothing else", async () => {
    const admin = await signIn();
    const me = await customerCaller();
    const other = (await call(C.Create, enterprise(), { token: admin })).body.result;
    const othersAddress = (await call(R.Create, address(other.id), { token: admin })).body.result;

    const info = await call(C.GetCurrentInfo, {}, { token: me.token });
    expect(info.body.result.id).toBe(me.customer.id);
    const updated = await call(
      C.UpdateCurrentInfo,
      { realName: "Renamed Person", sex: "Women" },
      { token: me.token },
    );
    expect(updated.body.result).toMatchObject({ realName: "Renamed Person", sex: "Women" });

    expect((await call(C.GetAll, {}, { token: me.token })).status).toBe(403);
    expect((await call(R.Get, { id: othersAddress.id }, { token: me.token })).status).toBe(404);
    expect(
      (await call(R.Update, { ...address(), id: othersAddress.id }, { token: me.token })).status,
    ).toBe(404);
    expect((await call(R.Create, address(other.id), { token: me.token })).status).toBe(404);

    const mine = await call(R.Create, address(), { token: me.token });
    expect(mine.body.result).toMatchObject({ customerId: me.customer.id, isDefault: true });
    const list = await call(R.GetAll, {}, { token: me.token });
    expect(list.body.result.items.map((a) => a.id)).toEqual([mine.body.result.id]);

    const staff = await userWith(["Pages.Commodity.Product"]);
    expect((await call(C.GetCurrentInfo, {}, { token: staff.token })).status).toBe(403);

    // anyone may register, so a customer reaches only what is declared for customers
    expect(
      (await call(contracts.Permission.GetAllPermissions, {}, { token: me.token })).status,
    ).toBe(403);
    expect((await call(contracts.Country.GetAllList, {}, { token: me.token })).status).toBe(200);
  });

  it("is refused at sign-in once its customer is deleted", async () => {
    const admin = await signIn();
    const me = await customerCaller();
    expect((await call(C.Delete, { id: me.customer.id }, { token: admin })).status).toBe(200);
    expect((await call(C.GetCurrentInfo, {}, { token: me.token })).status).toBe(401);
    const [user] = await (await getDb()).select().from(users).where(eq(users.id, me.userId));
    expect(user).toMatchObject({ isDeleted: true, isActive: false });
  });

  it("takes the industry from the Industry dictionary, shows its name, keeps an old free-text one", async () => {
    const token = await signIn();
    const unknown = await call(C.Create, enterprise({ industry: "Shipbuilding" }), {
      token,
      culture: "en",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.validationErrors).toEqual([
      expect.objectContaining({
        members: ["industry"],
        message: "Shipbuilding is not an industry in the data dictionary.",
      }),
    ]);
    // matched ignoring case, stored as the dictionary's key, shown by its name
    const made = await call(C.Create, enterprise({ industry: "realestate" }), { token });
    expect(made.body.result).toMatchObject({ industry: "RealEstate", industryName: "Real estate" });
    const id = made.body.result.id;
    const listed = await call(
      C.GetAll,
      {
        customerType: "Enterprise",
        industry: "RealEstate",
        keyword: made.body.result.customerCode,
      },
      { token },
    );
    expect(listed.body.result.items.map((c) => c.id)).toEqual([id]);

    // a record from before the dictionary keeps its text: shown as it is, saved unchanged
    const db = await getDb();
    await db.update(customers).set({ industry: "Ship repairs" }).where(eq(customers.id, id));
    const old = (await call(C.Get, { id }, { token })).body.result;
    expect(old).toMatchObject({ industry: "Ship repairs", industryName: "Ship repairs" });
    const { accountQuota: _quota, ...fields } = enterprise({ industry: "Ship repairs" });
    expect((await call(C.Update, { id, ...fields }, { token })).status).toBe(200);
    const changed = await call(C.Update, { id, ...fields, industry: "Ship building" }, { token });
    expect(changed.status).toBe(400);
    expect(membersOf(changed)).toEqual(["industry"]);
    const blank = await call(C.Update, { id, ...fields, industry: "" }, { token });
    expect(membersOf(blank)).toEqual(["industry"]);
  });

  it("keeps an Industry value a customer uses: no delete, no new key (409)", async () => {
    const token = await signIn();
    const value = await newDictionaryValue("Industry");
    const made = await call(C.Create, enterprise({ industry: value.key }), { token });
    expect(made.body.result.industryName).toBe(value.displayName);
    const refused = await value.remove();
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain(`"${made.body.result.enterpriseName}"`);
    expect((await value.rename(unique("W"))).status).toBe(409);
    expect((await call(C.Delete, { id: made.body.result.id }, { token })).status).toBe(200);
    expect((await value.remove()).status).toBe(200);
  });
});
