import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TDataPermissionSetting } from "@/lib/contracts/role";
import { allPermissionNames } from "@/lib/permissions";
import { withRollback } from "@/server/db/client";
import { getTranslator } from "@/server/i18n";
import { type ApiResponse, call, send, signIn, unique } from "@/server/test/api";
import { registerCustomer } from "@/server/test/customer";
import {
  inStorageTypes,
  newPlaces,
  newSkus,
  newSupplier,
  stockIn,
} from "@/server/services/warehouse/fixtures";
import { deliveryInput, ordinary, placed, shelvedSkus } from "@/server/services/order/fixtures";
import {
  type DeclaredMethod,
  declaredMethods,
  expectedOutcome,
  type Outcome,
} from "@/server/test/declared-methods";
import {
  type OpenApiDoc,
  operationsOf,
  type Schema,
  SchemaValues,
} from "@/server/test/schema-values";
import { openApiDocument } from "./openapi";

/**
 * The authorization matrix (issue 8): every declared method × every kind of caller, the expected
 * answer derived from the declared permission. A method enters it by being declared; one whose
 * access cannot be classified fails it.
 */

interface Principal {
  name: string;
  token?: string;
  holds: (permission: string) => boolean;
}

const en = getTranslator("en");
/** A refusal by the authorization gate; anything else (400, 404, 409, a failed sign-in's 401) passed it. */
function outcomeOf(res: ApiResponse): Outcome {
  if (res.status === 403) return "forbidden";
  if (res.status === 401 && res.body.error?.message === en("api.errors.unauthorized"))
    return "signInFirst";
  return "allowed";
}

const doc = openApiDocument() as unknown as OpenApiDoc;
const values = new SchemaValues(doc);
const inputSchemas = new Map(operationsOf(doc).map((o) => [o.path, o.input]));

/** The smallest input that passes the declared schema where one exists (fresh ids: nothing found). */
function minimalInput(m: DeclaredMethod): Record<string, unknown> | FormData {
  const schema = inputSchemas.get(m.path) ?? {};
  const input = values.minimalAccepted(schema, (v) => {
    const parsed = m.op.input.safeParse(v);
    return parsed.success ? [] : parsed.error.issues.map((i) => i.path);
  }) as Record<string, unknown>;
  if (!m.multipart) return input;
  const form = new FormData();
  for (const [key, value] of Object.entries(input))
    if ((schema.properties?.[key] as Schema | undefined)?.format === "binary")
      form.append(key, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "a.png"));
    else form.append(key, String(value));
  return form;
}

/** Calls a method as a principal; mutating calls leave nothing behind. */
async function callAs(
  m: DeclaredMethod,
  who: Principal,
  input: Record<string, unknown> | FormData = minimalInput(m),
): Promise<ApiResponse> {
  const run = () => sendAs(m, who, input);
  return m.verb === "GET" ? run() : withRollback(run);
}

/** Calls a method as a principal, keeping what it writes (inside a caller's withRollback). */
function sendAs(
  m: DeclaredMethod,
  who: Principal,
  input: Record<string, unknown> | FormData,
): Promise<ApiResponse> {
  const queryLike = m.verb === "GET" || m.verb === "DELETE";
  return send(m.verb, m.path, {
    token: who.token,
    culture: "en",
    // its own client address, so failed sign-ins here count against no one else's limits
    headers: { "x-forwarded-for": "192.0.2.7" },
    ...(input instanceof FormData
      ? { form: input }
      : queryLike
        ? { query: input }
        : { json: input }),
  });
}

const SAMPLE_USERS = ["clerk", "finance", "editor", "foundation"];
const principals: Principal[] = [];
let started = 0;

beforeAll(async () => {
  const admin = await signIn(); // opens the database first when this file runs alone
  started = performance.now();
  const granted = async (userName: string) => {
    const user = (await call(contracts.User.GetAll, { keyword: userName }, { token: admin })).body
      .result.items[0]!;
    const roles = (await call(contracts.Role.GetRoles, {}, { token: admin })).body.result.items;
    const names = new Set<string>();
    for (const role of roles.filter((r) => user.roleNames.includes(r.name)))
      for (const name of (
        await call(contracts.Role.GetGrantedPermissionNames, { roleId: role.id }, { token: admin })
      ).body.result)
        names.add(name);
    return names;
  };
  const userName = unique("norole");
  const created = await call(
    contracts.User.Create,
    {
      userName,
      name: "No",
      surname: "Role",
      emailAddress: `${userName}@example.com`,
      password: "secret123",
      roleNames: [],
    },
    { token: admin },
  );
  expect(created.status).toBe(200);
  principals.push(
    { name: "anonymous", holds: () => false },
    {
      name: "no role",
      token: await signIn(userName, "secret123"),
      holds: (p) => p === "@authenticated",
    },
  );
  for (const sample of SAMPLE_USERS) {
    const names = await granted(sample);
    expect(names.size, `${sample} holds permissions`).toBeGreaterThan(0);
    principals.push({
      name: sample,
      token: await signIn(sample, "123qwe"),
      holds: (p) => p === "@authenticated" || names.has(p),
    });
  }
  // the administrator is staff: every permission, but "@customer" methods are not theirs
  principals.push({ name: "admin", token: admin, holds: (p) => p !== "@customer" });
  // a customer registered through Account.Register: no role, only its own "@customer" methods
  const customer = await registerCustomer();
  principals.push({ name: "customer", token: customer.token, holds: (p) => p === "@customer" });
  // the first file of a run opens and seeds the shared database: slow on a loaded machine
}, 180_000);

afterAll(() => {
  console.info(
    `authorization matrix: ${declaredMethods.length} methods × ${principals.length} callers in ${Math.round(performance.now() - started)} ms`,
  );
});

describe("the authorization matrix", () => {
  it("classifies every declared method's access", () => {
    const unknown = declaredMethods.filter((m) => m.access.kind === "unknown").map((m) => m.id);
    expect(unknown).toEqual([]);
    expect(declaredMethods.length).toBeGreaterThan(50);
  });

  it.each(declaredMethods.map((m) => [m.id, m] as const))("%s", async (_id, m) => {
    const got: Record<string, Outcome> = {};
    const want: Record<string, Outcome> = {};
    for (const who of principals) {
      want[who.name] = expectedOutcome(m.access, { signedIn: !!who.token, holds: who.holds });
      got[who.name] = outcomeOf(await callAs(m, who));
    }
    expect(got).toEqual(want);
  });

  describe("data scopes", () => {
    const scoped = declaredMethods.filter((m) => m.dataScope);
    /** Inputs that make a data-scoped method reach its records where its smallest input does not. */
    const reaching: Record<string, (password: string) => Record<string, unknown>> = {
      "User/GetUserListByRoleName": () => ({ roleName: "WarehouseClerk" }),
      "User/ResetPassword": (password) => ({ adminPassword: password }),
      // the smallest string shapes are no phone number
      "WarehouseSelfLiftinPoint/Update": () => ({ contactNumber: "+1 416-555-0100" }),
      // the smallest date strings are no days
      "Project/Update": () => ({ startOn: "2026-01-01", endOn: "2026-12-31" }),
      "Project/ChangeApply": () => ({ budget: "1", endOn: "2099-12-31" }),
      "DueDiligenceRecord/Update": () => ({ reviewedOn: "2026-01-01" }),
    };
    /**
     * Stock has no record of its own to name by id: its methods reach the places and ledger rows
     * of stock the administrator put in a warehouse of its own (`stock`, made below), and a
     * transfer or count outside the scope is refused on its location field (400), not 404.
     */
    const stockInputs: Record<string, () => Record<string, unknown>> = {
      "WarehouseStock/GetAll": () => ({ skuId: stock.skuId, maxResultCount: 1000 }),
      "WarehouseStock/GetLedger": () => ({ skuId: stock.skuId, maxResultCount: 1000 }),
      "WarehouseStock/Transfer": () => ({
        skuId: stock.skuId,
        fromLocationId: stock.locationId,
        toLocationId: stock.otherLocationId,
        quantity: 1,
      }),
      "WarehouseStock/Count": () => ({
        skuId: stock.skuId,
        locationId: stock.locationId,
        countedQuantity: 0,
        remark: "count",
      }),
    };
    let stock: { skuId: string; locationId: string; otherLocationId: string };
    type Scoped = Principal & { id: string; password: string };
    type Row = { id: string; creatorUserId: string | null; warehouseId?: string };
    let mine: Scoped;
    let inWarehouse: Scoped;
    let warehouseId: string;
    let admin: Principal & { password: string };

    /** A user whose role holds every permission (not the Admin role) with these data scopes. */
    async function scopedUser(
      label: string,
      scope: Omit<TDataPermissionSetting, "permissionName">,
      permissionNames: string[],
    ): Promise<Scoped> {
      const name = unique("Scope");
      const role = await call(
        contracts.Role.Create,
        { name, displayName: name },
        {
          token: admin.token,
        },
      );
      const granted = await call(
        contracts.Role.GrantPermission,
        {
          roleId: role.body.result.id,
          permissionNames: [...allPermissionNames],
          dataPermissions: permissionNames.map((permissionName) => ({ permissionName, ...scope })),
        },
        { token: admin.token },
      );
      expect(granted.status).toBe(200);
      const userName = unique("scoped");
      const user = await call(
        contracts.User.Create,
        {
          userName,
          name: "Only",
          surname: label,
          emailAddress: `${userName}@example.com`,
          password: "secret123",
          roleNames: [name],
        },
        { token: admin.token },
      );
      expect(user.status).toBe(200);
      return {
        name: label,
        id: user.body.result.id,
        password: "secret123",
        token: await signIn(userName, "secret123"),
        holds: () => true,
      };
    }

    beforeAll(async () => {
      admin = { ...principals.find((p) => p.name === "admin")!, password: "123qwe" };
      // a Mine scope on each scoped permission
      mine = await scopedUser("Mine scope", { scope: "Mine" }, [
        ...new Set(scoped.map((m) => m.dataScope!)),
      ]);
      // Specified warehouses: one new (empty) warehouse, so every seeded record is another's
      const warehouse = await call(
        contracts.Warehouse.Create,
        { name: unique("ScopeWh"), status: "Enable" },
        { token: admin.token },
      );
      warehouseId = warehouse.body.result.id;
      // on every warehouse page a method is scoped by
      inWarehouse = await scopedUser(
        "Warehouse scope",
        { scope: "Specified", providerName: "Warehouse", specifiedIds: [warehouseId] },
        [
          "Pages.Warehouse.Warehouses",
          "Pages.Warehouse.Locations",
          "Pages.Warehouse.SelfLiftPoints",
          "Pages.Warehouse.InStorage",
          "Pages.Warehouse.Stock",
          "Pages.Warehouse.Outbound",
        ],
      );
      // a warehoused stock-in of the administrator's, in a warehouse of its own: stock-ins,
      // stock and ledger rows outside both scopes
      await inStorageTypes();
      const places = await newPlaces(admin.token!);
      const { skus } = await newSkus(admin.token!);
      await stockIn(admin.token!, {
        supplierId: (await newSupplier(admin.token!)).id,
        warehouseId: places.warehouse.id,
        locationId: places.first.id,
        lines: [{ skuId: skus[0]!.id, quantity: 5 }],
      });
      stock = {
        skuId: skus[0]!.id,
        locationId: places.first.id,
        otherLocationId: places.second.id,
      };
      // an order the administrator placed: outside a Mine scope (orders are scoped by who placed them)
      const shelved = await shelvedSkus(admin.token!);
      const buyer = await ordinary(admin.token!);
      await placed(admin.token!, deliveryInput(buyer, [{ skuId: shelved.a.id, quantity: 1 }]));
    });

    it("covers the data-scoped declarations", () => {
      expect(scoped.map((m) => m.id)).toEqual(
        expect.arrayContaining([
          "ProductBrand/GetAll",
          "User/GetAll",
          "User/Get",
          "WarehouseLocation/Get",
          "WarehouseInStorageMain/Warehousing",
          "OrderMain/GetAll",
          "OrderMain/Cancelled",
          "OrderMain/BatchDownloadInvoicePdf",
          ...Object.keys(stockInputs),
        ]),
      );
    });

    /**
     * A record outside `who`'s scope (not `isOwn`) that the administrator reaches is absent for
     * `who`: missing from lists, 404 for one record.
     */
    async function expectOthersAbsent(m: DeclaredMethod, who: Scoped, isOwn: (r: Row) => boolean) {
      const rowsOf = (res: ApiResponse) => {
        const r = res.body.result as Row[] | { items?: Row[] } | null;
        return Array.isArray(r) ? r : r?.items;
      };
      const stockInput = stockInputs[m.id];
      if (stockInput) {
        const asAdmin = await callAs(m, admin, stockInput());
        const asScoped = await callAs(m, who, stockInput());
        expect(asAdmin.status, JSON.stringify(asAdmin.body.error)).toBe(200);
        const adminRows = rowsOf(asAdmin);
        if (adminRows) {
          expect(adminRows.some((r) => !isOwn(r))).toBe(true);
          expect(asScoped.status).toBe(200);
          expect(rowsOf(asScoped)!.filter((r) => !isOwn(r))).toEqual([]);
        } else {
          expect(asScoped.status, JSON.stringify(asScoped.body.error)).toBe(400);
          expect(asScoped.body.error?.validationErrors?.[0]?.members?.[0]).toMatch(/locationId$/i);
        }
        return;
      }
      const list = declaredMethods.find((x) => x.service === m.service && x.name === "GetAll");
      expect(list?.dataScope, `${m.service} lists its records with GetAll`).toBe(m.dataScope);
      const all = (await callAs(list!, admin, { maxResultCount: 1000 })).body.result as {
        items: Row[];
      };
      const others = all.items.filter((r) => r.id !== who.id && r.creatorUserId && !isOwn(r));
      // the bin's methods (issue 14) reach deleted records: the administrator deletes one first,
      // the first it may (others are in use) or else one it makes, and all of it is rolled back
      if (m.name === "Restore" || m.name === "GetAllDeleted")
        return withRollback(async () => {
          const del = declaredMethods.find((x) => x.service === m.service && x.name === "Delete")!;
          let gone: Row | undefined;
          for (const r of others)
            if ((await sendAs(del, admin, { id: r.id })).status === 200) {
              gone = r;
              break;
            }
          if (!gone) {
            const create = declaredMethods.find(
              (x) => x.service === m.service && x.name === "Create",
            )!;
            const made = await sendAs(create, admin, minimalInput(create));
            expect(made.status, JSON.stringify(made.body.error)).toBe(200);
            gone = made.body.result as Row;
            expect((await sendAs(del, admin, { id: gone.id })).status).toBe(200);
          }
          await expectAbsent(m, who, isOwn, gone!);
        });
      const foreign = others[0];
      expect(foreign, `a ${m.service} outside the ${who.name}`).toBeDefined();
      await expectAbsent(m, who, isOwn, foreign!);
    }

    /** `foreign` (outside `who`'s scope) is absent for `who`, present for the administrator. */
    async function expectAbsent(
      m: DeclaredMethod,
      who: Scoped,
      isOwn: (r: Row) => boolean,
      foreign: Row,
    ) {
      const rowsOf = (res: ApiResponse) => {
        const r = res.body.result as Row[] | { items?: Row[] } | null;
        return Array.isArray(r) ? r : r?.items;
      };
      // the record's id in every required id field; the method's own extras where needed
      const inputFor = (caller: { password: string }) => {
        const input = { ...minimalInput(m), ...reaching[m.id]?.(caller.password) } as Record<
          string,
          unknown
        >;
        const schema = inputSchemas.get(m.path)!;
        for (const key of schema.required ?? []) {
          const field = values.resolve(schema.properties?.[key] ?? {});
          if (field.format === "uuid") input[key] = foreign!.id;
          // a list of ids (OrderMain/BatchDownloadInvoicePdf): just that record
          else if (field.type === "array" && values.resolve(field.items ?? {}).format === "uuid")
            input[key] = [foreign!.id];
        }
        return input;
      };
      const asAdmin = await callAs(m, admin, inputFor(admin));
      const asScoped = await callAs(m, who, inputFor(who));
      const adminRows = rowsOf(asAdmin);
      if (adminRows) {
        // a list: the administrator sees records outside the scope, the scoped user none of them
        expect(adminRows.some((r) => !isOwn(r))).toBe(true);
        expect(asScoped.status).toBe(200);
        expect(rowsOf(asScoped)!.filter((r) => !isOwn(r))).toEqual([]);
      } else {
        // one record: the administrator reaches it, the scoped user finds nothing
        expect(asAdmin.status, JSON.stringify(asAdmin.body.error)).not.toBe(404);
        expect(asScoped.status, JSON.stringify(asScoped.body.error)).toBe(404);
      }
    }

    it.each(scoped.map((m) => [m.id, m] as const))(
      "%s: records another user created are absent under a Mine scope",
      (_id, m) => expectOthersAbsent(m, mine, (r) => r.creatorUserId === mine.id),
    );

    it.each(
      scoped
        .filter((m) => m.dataScope?.startsWith("Pages.Warehouse."))
        .map((m) => [m.id, m] as const),
    )("%s: other warehouses' records are absent under a Specified Warehouse scope", (_id, m) =>
      expectOthersAbsent(m, inWarehouse, (r) => (r.warehouseId ?? r.id) === warehouseId),
    );
  });

  it("leaves the shared database usable for the next file", async () => {
    expect(await signIn()).toEqual(expect.any(String));
  });
});
