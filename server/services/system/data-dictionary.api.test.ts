import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { dataDictionaries } from "@/server/db/schema";
import { call, signIn, unique, userWith } from "@/server/test/api";

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
});
