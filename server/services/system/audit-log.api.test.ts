import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { dispatch } from "@/server/http/dispatcher";
import { apiRequest, call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { XLSX_TYPE } from "@/server/xlsx/write";
import { deliveryInput, enterprise, ordinary, placed, shelvedSkus } from "../order/fixtures";
import {
  inStorageTypes,
  newPlaces,
  newSkus,
  newSupplier,
  stockInInput,
} from "../warehouse/fixtures";

const { AuditLog, Customer, CustomerReceivingAddressMapping, OrderMain, ProductSku, User } =
  contracts;

let admin: string;
beforeAll(async () => {
  admin = await signIn();
});

/** The audit log under `filter`, as admin sees it. */
async function logs(filter: Record<string, unknown>, token = admin) {
  const res = await call(AuditLog.GetAll, filter as never, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

/** An ordinary customer's fields. */
const person = (realName: string) => ({
  realName,
  sex: "Men" as const,
  mobilePhone: "+1 514 555 0110",
  email: `${unique("person")}@example.com`,
});

/** "Service.Method" of each row, newest first. */
const actions = (items: { serviceName: string; methodName: string }[]) =>
  items.map((r) => `${r.serviceName}.${r.methodName}`);

describe("AuditLog/GetAll", () => {
  it("shows who called what from where, filtered by user, service, method, result and time", async () => {
    const since = new Date().toISOString();
    const clerk = await userWith([
      "Pages.Customer",
      "Pages.Customer.Enterprise",
      "Pages.Customer.Enterprise.Edit",
    ]);
    const { customer } = await enterprise(admin);
    const from = { "x-forwarded-for": "203.0.113.77", "user-agent": "AuditProbe/1.0" };
    const name = unique("Audited Trading ");
    const update = await call(
      Customer.Update,
      {
        id: customer.id,
        customerCode: customer.customerCode,
        realName: customer.realName,
        sex: customer.sex!,
        mobilePhone: customer.mobilePhone!,
        email: customer.email!,
        enterpriseName: name,
        enterpriseCall: customer.enterpriseCall,
        industry: customer.industry,
      },
      { token: clerk.token, headers: from },
    );
    expect(update.status, JSON.stringify(update.body.error)).toBe(200);
    // a refused call is recorded too, with its message
    const missing = await call(
      Customer.SetEnterpriseAccountQuota,
      { id: "0190a000-0000-7000-8000-000000000000", accountQuota: "5", remark: "x" },
      { token: clerk.token, headers: from },
    );
    expect(missing.status).toBe(403);

    const mine = await logs({ userName: clerk.userName, beginTime: since });
    expect(actions(mine.items)).toEqual(["Customer.SetEnterpriseAccountQuota", "Customer.Update"]);
    const [refused, updated] = mine.items;
    expect(updated).toMatchObject({
      userName: clerk.userName,
      clientIpAddress: "203.0.113.77",
      browserInfo: "AuditProbe/1.0",
      statusCode: 200,
      exception: null,
    });
    const whole = await call(AuditLog.Get, { id: updated!.id }, { token: admin });
    expect(whole.body.result.parameters).toContain(name);
    expect(updated!.executionDuration).toBeGreaterThanOrEqual(0);
    expect(refused).toMatchObject({ statusCode: 403, exception: expect.any(String) });

    // service and method ignore case; results split at 400
    const byMethod = await logs({
      serviceName: "customer",
      methodName: "UPDATE",
      beginTime: since,
    });
    expect(byMethod.items.map((r) => r.id)).toContain(updated!.id);
    expect(byMethod.items.every((r) => r.methodName === "Update")).toBe(true);
    expect(
      (await logs({ userName: clerk.userName, beginTime: since, result: "Failure" })).items,
    ).toEqual([refused]);
    expect(
      actions(
        (await logs({ userName: clerk.userName, beginTime: since, result: "Success" })).items,
      ),
    ).toEqual(["Customer.Update"]);
    // a time range that ends before the calls has none of them
    expect((await logs({ userName: clerk.userName, endTime: since })).totalCount).toBe(0);
  });

  it("pages newest first, or oldest first when asked", async () => {
    const since = new Date().toISOString();
    const clerk = await userWith(["Pages.Customer", "Pages.Customer.Ordinary.Create"]);
    const created: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(Customer.CreateOrdinary, person(`Paged ${i}`), { token: clerk.token });
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      created.push(res.body.result.id);
    }
    const filter = { userName: clerk.userName, beginTime: since };
    const first = await logs({ ...filter, maxResultCount: 2 });
    const second = await logs({ ...filter, maxResultCount: 2, skipCount: 2 });
    expect(first.totalCount).toBe(3);
    const pages = [...first.items, ...second.items];
    expect(pages.map((r) => r.parameters)).toEqual(
      [2, 1, 0].map((i) => expect.stringContaining(`Paged ${i}`)),
    );
    const oldest = await logs({ ...filter, sorting: "executionTime asc" });
    expect(oldest.items.map((r) => r.id)).toEqual(pages.map((r) => r.id).reverse());
  });

  it("refuses what it cannot filter or sort by, with the field named", async () => {
    const badSort = await call(AuditLog.GetAll, { sorting: "userName" } as never, {
      token: admin,
    });
    expect(badSort.status).toBe(400);
    expect(membersOf(badSort)).toEqual(["sorting"]);
    const recordWithoutType = await call(
      AuditLog.GetAll,
      { entityId: "0190a000-0000-7000-8000-000000000000" },
      { token: admin },
    );
    expect(recordWithoutType.status).toBe(400);
    expect(membersOf(recordWithoutType)).toEqual(["entityType"]);
  });
});

describe("AuditLog permissions", () => {
  it("needs Pages.Admin.AuditLogs to read and its Export action to export", async () => {
    const stranger = await userWith(["Pages.Customer"]);
    const id = (await logs({ maxResultCount: 1 })).items[0]!.id;
    const record = { entityType: "Customer" as const, id };
    for (const res of [
      await call(AuditLog.GetAll, {}, { token: stranger.token }),
      await call(AuditLog.Get, { id }, { token: stranger.token }),
      await call(AuditLog.GetEntityHistory, record, { token: stranger.token }),
      await call(AuditLog.Export, {}, { token: stranger.token }),
    ])
      expect(res.status).toBe(403);

    const reader = await userWith(["Pages.Admin.AuditLogs"]);
    expect((await call(AuditLog.GetAll, {}, { token: reader.token })).status).toBe(200);
    expect((await call(AuditLog.Get, { id }, { token: reader.token })).status).toBe(200);
    expect((await call(AuditLog.Export, {}, { token: reader.token })).status).toBe(403);
  });
});

describe("AuditLog redaction", () => {
  it("never keeps a password, token or access code, and keeps the rest", async () => {
    const since = new Date().toISOString();
    const userName = unique("redact");
    const created = await call(
      User.Create,
      {
        userName,
        name: "Red",
        surname: "Acted",
        emailAddress: `${userName}@example.com`,
        password: "Sup3rSecret!",
        roleNames: [],
      },
      { token: admin },
    );
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const signIn = await call(contracts.TokenAuth.Authenticate, {
      userNameOrEmailAddress: userName,
      password: "Sup3rSecret!",
    });
    expect(signIn.status).toBe(200);
    await call(contracts.TokenAuth.ExternalAuthenticate, {
      authProvider: "nobody",
      providerKey: "k",
      providerAccessCode: "access-code-value",
    } as never);

    const rows = (await logs({ beginTime: since, maxResultCount: 50 })).items;
    const full = await Promise.all(
      rows.map(async (r) => (await call(AuditLog.Get, { id: r.id }, { token: admin })).body.result),
    );
    const text = JSON.stringify(full);
    expect(text).not.toContain("Sup3rSecret!");
    expect(text).not.toContain("access-code-value");
    const create = full.find((r) => r.serviceName === "User" && r.methodName === "Create")!;
    expect(JSON.parse(create.parameters!)).toMatchObject({
      userName,
      password: "[redacted]",
    });
    const auth = full.find((r) => r.methodName === "Authenticate")!;
    expect(JSON.parse(auth.parameters!)).toMatchObject({
      userNameOrEmailAddress: userName,
      password: "[redacted]",
    });
  });
});

describe("AuditLog/Get", () => {
  it("has the whole input the list cuts short", async () => {
    const remark = "r".repeat(190);
    const buyer = await ordinary(admin);
    const s = await shelvedSkus(admin);
    const order = await placed(admin, {
      ...deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]),
      remark,
    } as never);
    const [row] = (
      await logs({ entityType: "Order", entityId: order.id, methodName: "DoPlaceOrderOnBehalf" })
    ).items;
    expect(row!.parameters!.length).toBe(201);
    expect(row!.parameters!.endsWith("…")).toBe(true);
    const whole = (await call(AuditLog.Get, { id: row!.id }, { token: admin })).body.result;
    expect(whole.parameters).toContain(remark);
    expect(JSON.parse(whole.parameters!)).toMatchObject({ customerId: buyer.customer.id });
    const unknown = await call(
      AuditLog.Get,
      { id: "0190a000-0000-7000-8000-000000000000" },
      { token: admin },
    );
    expect(unknown.status).toBe(404);
  });
});

describe("AuditLog/GetEntityHistory", () => {
  const history = async (
    entityType: "Order" | "Customer" | "Product" | "Sku" | "Supplier" | "StockIn",
    id: string,
  ) => {
    const res = await call(AuditLog.GetEntityHistory, { entityType, id }, { token: admin });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return actions(res.body.result.items);
  };

  it("a customer's: its own calls and its addresses', deleted ones too", async () => {
    const { customer, receiving } = await enterprise(admin);
    await call(
      Customer.SetEnterpriseAccountQuota,
      { id: customer.id, accountQuota: "2000", remark: "more" },
      { token: admin },
    );
    await call(CustomerReceivingAddressMapping.Delete, { id: receiving.id }, { token: admin });
    expect(await history("Customer", customer.id)).toEqual([
      "CustomerReceivingAddressMapping.Delete",
      "Customer.SetEnterpriseAccountQuota",
      "CustomerBillAddressMapping.Create",
      "CustomerReceivingAddressMapping.Create",
      "Customer.Create",
    ]);
  });

  it("a product's: its own calls and its SKUs'", async () => {
    const s = await shelvedSkus(admin, 5);
    await call(ProductSku.SetRecommend, { id: s.a.id, isRecommend: true }, { token: admin });
    const product = await history("Product", s.product.id);
    expect(product[0]).toBe("ProductSku.SetRecommend");
    expect(product).toContain("ProductSku.SetAvailableStock");
    expect(product.at(-1)).toBe("Product.Create");
  });

  it("a SKU's: its own calls and its customer prices' (issue 14 item 6)", async () => {
    const s = await shelvedSkus(admin, 5);
    const buyer = await ordinary(admin);
    await call(ProductSku.SetRecommend, { id: s.a.id, isRecommend: true }, { token: admin });
    const revised = await call(
      contracts.ProductRevisePriceRecord.Create,
      { skuId: s.a.id, customerId: buyer.customer.id, revisedPrice: "1" },
      { token: admin },
    );
    expect(revised.status, JSON.stringify(revised.body.error)).toBe(200);
    await call(
      contracts.ProductRevisePriceRecord.Delete,
      { id: revised.body.result.id },
      { token: admin },
    );
    const sku = await history("Sku", s.a.id);
    expect(sku.slice(0, 3)).toEqual([
      "ProductRevisePriceRecord.Delete",
      "ProductRevisePriceRecord.Create",
      "ProductSku.SetRecommend",
    ]);
    expect(sku).toContain("ProductSku.SetAvailableStock");
    // the other SKU of the product has none of them
    expect(await history("Sku", s.b.id)).not.toContain("ProductSku.SetRecommend");
  });

  it("a supplier's and a stock-in's: created, changed, warehoused", async () => {
    const supplier = await newSupplier(admin);
    await call(
      contracts.Supplier.SetSalePriceVisible,
      { id: supplier.id, isSalePriceVisible: true },
      { token: admin },
    );
    expect(await history("Supplier", supplier.id)).toEqual([
      "Supplier.SetSalePriceVisible",
      "Supplier.Create",
    ]);

    await inStorageTypes();
    const { warehouse, first } = await newPlaces(admin);
    const [sku] = (await newSkus(admin)).skus;
    const input = stockInInput({
      supplierId: supplier.id,
      warehouseId: warehouse.id,
      locationId: first.id,
      lines: [{ skuId: sku!.id, quantity: 2 }],
    });
    const created = await call(contracts.WarehouseInStorageMain.Create, input, { token: admin });
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const id = created.body.result.id;
    const updated = await call(
      contracts.WarehouseInStorageMain.Update,
      { ...input, id, handler: "Ana Silva" },
      { token: admin },
    );
    expect(updated.status, JSON.stringify(updated.body.error)).toBe(200);
    expect(await history("StockIn", id)).toEqual([
      "WarehouseInStorageMain.Update",
      "WarehouseInStorageMain.Create",
    ]);
  });

  it("an order's: placed, then cancelled; and the customer's history names the order", async () => {
    const s = await shelvedSkus(admin);
    const buyer = await ordinary(admin);
    const order = await placed(admin, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]));
    await call(OrderMain.Cancelled, { id: order.id, reason: "changed mind" }, { token: admin });
    expect(await history("Order", order.id)).toEqual([
      "OrderMain.Cancelled",
      "OrderMain.DoPlaceOrderOnBehalf",
    ]);
    expect(await history("Customer", buyer.customer.id)).toContain(
      "OrderMain.DoPlaceOrderOnBehalf",
    );
  });
});

describe("AuditLog/Export", () => {
  it("is the filtered view as .xlsx, newest first, and is itself recorded", async () => {
    const since = new Date().toISOString();
    const clerk = await userWith(["Pages.Customer", "Pages.Customer.Ordinary.Create"]);
    for (const realName of ["=HYPERLINK(1)", "Plain"])
      await call(Customer.CreateOrdinary, person(realName), { token: clerk.token });
    const res = await dispatch(
      apiRequest("POST", AuditLog.Export.path, {
        token: admin,
        culture: "en",
        json: { userName: clerk.userName, beginTime: since },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(res.headers.get("content-disposition")).toMatch(
      /filename="Audit log \d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]!.slice(0, 5)).toEqual(["When", "User", "Service", "Method", "Status"]);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4]])).toEqual([
      [clerk.userName, "Customer", "CreateOrdinary", 200],
      [clerk.userName, "Customer", "CreateOrdinary", 200],
    ]);
    expect(String(rows[1]![8])).toContain("Plain");
    expect(String(rows[2]![8])).toContain("=HYPERLINK(1)");
    const recorded = await logs({
      serviceName: "AuditLog",
      methodName: "Export",
      beginTime: since,
    });
    expect(recorded.items[0]).toMatchObject({ userName: "admin", statusCode: 200 });
  });
});
