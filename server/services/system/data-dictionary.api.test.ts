import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { dataDictionaries, tenants } from "@/server/db/schema";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";

const { DataDictionary } = contracts;

describe("DataDictionary", () => {
  it("lists the live values of a node by its key, in display order then key", async () => {
    const db = await getDb();
    const key = unique("Dict");
    const [node] = await db
      .insert(dataDictionaries)
      .values({ key, displayName: "Test node", isParent: true })
      .returning();
    const value = (k: string, displayOrder: number, isDeleted = false) => ({
      key: k,
      displayName: `Value ${k}`,
      displayOrder,
      parentId: node!.id,
      parentKey: key,
      isDeleted,
    });
    await db
      .insert(dataDictionaries)
      .values([value("b", 1), value("a", 1), value("first", 0), value("gone", 0, true)]);
    // another node's value with the same key is not this node's
    const otherKey = unique("Dict");
    await db.insert(dataDictionaries).values([
      { key: otherKey, displayName: "Other", isParent: true },
      { key: "z", displayName: "Other z", parentKey: otherKey },
    ]);

    // any signed-in staff member may read them (the stock-in form does)
    const { token } = await userWith([]);
    const res = await call(DataDictionary.GetDataDictionaryListByKey, { key }, { token });
    expect(res.status).toBe(200);
    expect(res.body.result.items.map((v) => [v.key, v.displayName, v.displayOrder])).toEqual([
      ["first", "Value first", 0],
      ["a", "Value a", 1],
      ["b", "Value b", 1],
    ]);

    // keys are unique ignoring case, and found that way
    const other = await call(
      DataDictionary.GetDataDictionaryListByKey,
      { key: key.toLowerCase() },
      { token },
    );
    expect(other.body.result.items.map((v) => v.key)).toEqual(["first", "a", "b"]);

    const admin = await signIn();
    const unknown = await call(
      DataDictionary.GetDataDictionaryListByKey,
      { key: unique("Nope") },
      { token: admin },
    );
    expect(unknown.body.result).toEqual({ items: [] });
    await db
      .update(dataDictionaries)
      .set({ isDeleted: true })
      .where(eq(dataDictionaries.id, node!.id));
    const deleted = await call(
      DataDictionary.GetDataDictionaryListByKey,
      { key },
      { token: admin },
    );
    expect(deleted.body.result.items).toEqual([]);
    const blank = await call(
      DataDictionary.GetDataDictionaryListByKey,
      { key: " " },
      { token: admin },
    );
    expect(blank.status).toBe(400);
  });

  it("keeps a tree: nodes hold nodes and values, keys unique among siblings, read by key", async () => {
    const admin = await signIn();
    const as = { token: admin };
    const rootKey = unique("Root");
    const root = await call(
      DataDictionary.Create,
      { isParent: true, key: rootKey, displayName: "Root", displayOrder: 1 },
      as,
    );
    expect(root.status).toBe(200);
    expect(root.body.result).toMatchObject({ parentId: null, parentKey: null, childCount: 0 });
    const rootId = root.body.result.id;
    const childKey = unique("Child");
    const child = await call(
      DataDictionary.Create,
      { parentId: rootId, isParent: true, key: childKey, displayName: "Child", displayOrder: 2 },
      as,
    );
    expect(child.body.result).toMatchObject({ parentId: rootId, parentKey: rootKey });
    const value = (key: string, displayOrder: number, parentId = child.body.result.id) =>
      call(
        DataDictionary.Create,
        { parentId, isParent: false, key, displayName: `Value ${key}`, displayOrder },
        as,
      );
    expect((await value("b", 2)).status).toBe(200);
    expect((await value("a", 1)).status).toBe(200);

    // a sibling's key again (ignoring case) is refused on the key field, in the caller's language
    const clash = await call(
      DataDictionary.Create,
      {
        parentId: child.body.result.id,
        isParent: false,
        key: "A",
        displayName: "x",
        displayOrder: 0,
      },
      { token: admin, culture: "es" },
    );
    expect(clash.status).toBe(400);
    expect(membersOf(clash)).toEqual(["key"]);
    expect(clash.body.error?.validationErrors?.[0]?.message).toBe("La clave A ya se usa aquí.");
    // … but the same key under another node is fine; a node's key is unique in the tenant
    expect((await value("a", 1, rootId)).status).toBe(200);
    const nodeClash = await call(
      DataDictionary.Create,
      { isParent: true, key: childKey, displayName: "Again", displayOrder: 0 },
      as,
    );
    expect(membersOf(nodeClash)).toEqual(["key"]);
    // a value needs a node; a bad key or order is a 400 on its field
    const orphan = await call(
      DataDictionary.Create,
      { isParent: false, key: unique("v"), displayName: "x", displayOrder: 0 },
      as,
    );
    expect(membersOf(orphan)).toEqual(["parentId"]);
    const bad = await call(
      DataDictionary.Create,
      { parentId: rootId, isParent: false, key: "has space", displayName: "", displayOrder: -1 },
      as,
    );
    expect(membersOf(bad)).toEqual(["displayName", "displayOrder", "key"]);
    const underValue = await call(
      DataDictionary.Create,
      {
        parentId: (await value(unique("v"), 9, rootId)).body.result.id,
        isParent: false,
        key: "x",
        displayName: "x",
        displayOrder: 0,
      },
      as,
    );
    expect(membersOf(underValue)).toEqual(["parentId"]);

    const roots = await call(DataDictionary.GetAllRoot, {}, as);
    expect(roots.body.result.items.find((n) => n.id === rootId)?.childCount).toBe(3);
    const under = await call(DataDictionary.GetListByParentId, { parentId: rootId }, as);
    expect(under.body.result.items.map((r) => r.key)).toEqual([childKey, "a", expect.any(String)]);
    expect(
      (await call(DataDictionary.GetByKey, { key: childKey }, as)).body.result.childCount,
    ).toBe(2);
    const one = await call(
      DataDictionary.GetDataDictionaryByKey,
      { parentKey: childKey, key: "a" },
      as,
    );
    expect(one.body.result.displayName).toBe("Value a");
    const upper = await call(
      DataDictionary.GetDataDictionaryByKey,
      { parentKey: childKey.toUpperCase(), key: "A" },
      as,
    );
    expect(upper.body.result.displayName).toBe("Value a");
    const none = await call(
      DataDictionary.GetDataDictionaryByKey,
      { parentKey: childKey, key: "zz" },
      as,
    );
    expect(none.status).toBe(404);
    const page = await call(
      DataDictionary.GetAll,
      { parentId: child.body.result.id, isParent: false, sorting: "displayOrder desc" },
      as,
    );
    expect(page.body.result.items.map((r) => r.key)).toEqual(["b", "a"]);

    // renaming a node renames its values' parentKey: they are still its values by the new key
    const renamed = unique("Renamed");
    const edit = await call(
      DataDictionary.Update,
      { id: child.body.result.id, key: renamed, displayName: "Renamed", displayOrder: 2 },
      as,
    );
    expect(edit.status).toBe(200);
    const values = await call(DataDictionary.GetDataDictionaryListByKey, { key: renamed }, as);
    expect(values.body.result.items.map((v) => v.key)).toEqual(["a", "b"]);

    // a node with children is not deleted (409 naming them); emptied, it is
    const refused = await call(DataDictionary.Delete, { id: child.body.result.id }, as);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain('"a"');
    for (const v of values.body.result.items)
      expect((await call(DataDictionary.Delete, { id: v.id }, as)).status).toBe(200);
    expect((await call(DataDictionary.Delete, { id: child.body.result.id }, as)).status).toBe(200);
    expect((await call(DataDictionary.GetByKey, { key: renamed }, as)).status).toBe(404);
  });

  it("is seeded with the dictionaries other modules offer", async () => {
    const admin = await signIn();
    const keys = async (key: string) =>
      (
        await call(DataDictionary.GetDataDictionaryListByKey, { key }, { token: admin })
      ).body.result.items.map((v) => v.displayName);
    expect(await keys("LogisticsCompany")).toEqual(
      expect.arrayContaining(["Canada Post", "Purolator"]),
    );
    expect(await keys("FeedbackType")).toEqual([
      "Suggestion",
      "Complaint",
      "Question",
      "Problem report",
      "Other",
    ]);
    expect(await keys("Industry")).toContain("Hotels");
    expect(await keys("InStorageType")).toContain("Purchase");
  });

  it("copies the default tenant's dictionaries into a tenant, once", async () => {
    const db = await getDb();
    const id = 1000 + Math.floor(Math.random() * 1_000_000);
    await db.insert(tenants).values({ id, tenancyName: `t${id}`, name: `Tenant ${id}` });
    const admin = await signIn();
    const source = await db
      .select({ id: dataDictionaries.id })
      .from(dataDictionaries)
      .where(and(eq(dataDictionaries.tenantId, 1), eq(dataDictionaries.isDeleted, false)));
    const first = await call(DataDictionary.SyncToTenant, { tenantId: id }, { token: admin });
    expect(first.status).toBe(200);
    // rows tests left without a parent node id (as above) are not tree rows and not copied
    expect(first.body.result.inserted).toBeGreaterThan(30);
    expect(first.body.result.inserted).toBeLessThanOrEqual(source.length);
    const copied = await db
      .select()
      .from(dataDictionaries)
      .where(and(eq(dataDictionaries.tenantId, id), eq(dataDictionaries.key, "Purolator")));
    expect(copied).toHaveLength(1);
    const [node] = await db
      .select()
      .from(dataDictionaries)
      .where(eq(dataDictionaries.id, copied[0]!.parentId!));
    expect(node).toMatchObject({ tenantId: id, key: "LogisticsCompany", isParent: true });
    const again = await call(DataDictionary.SyncToTenant, { tenantId: id }, { token: admin });
    expect(again.body.result.inserted).toBe(0);
    const missing = await call(DataDictionary.SyncToTenant, { tenantId: id + 1 }, { token: admin });
    expect(missing.status).toBe(404);
  });
});
