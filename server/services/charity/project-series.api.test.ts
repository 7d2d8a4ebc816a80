import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique, userWith } from "@/server/test/api";

// Generated with the module (npm run new:module): extend it with the module's own rules.
describe("ProjectSeries", () => {
  it("creates, lists, renames and deletes a project series", async () => {
    const token = await signIn();
    const name = unique("ProjectSeries");
    const created = await call(
      contracts.ProjectSeries.Create,
      { name, description: "First" },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({ name, description: "First" });
    const id = created.body.result.id;

    const list = await call(
      contracts.ProjectSeries.GetAll,
      { keyword: name, sorting: "name desc" },
      { token },
    );
    expect(list.body.result).toMatchObject({ totalCount: 1, items: [{ id, name }] });

    const renamed = await call(
      contracts.ProjectSeries.Update,
      { id, name: `${name}x`, description: "" },
      { token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ id, name: `${name}x`, description: null });
    expect(renamed.body.result.lastModificationTime).not.toBeNull();
    expect((await call(contracts.ProjectSeries.Get, { id }, { token })).body.result.name).toBe(
      `${name}x`,
    );

    expect((await call(contracts.ProjectSeries.Delete, { id }, { token })).status).toBe(200);
    expect((await call(contracts.ProjectSeries.Get, { id }, { token })).status).toBe(404);
    expect(
      (await call(contracts.ProjectSeries.GetAll, { keyword: name }, { token })).body.result.items,
    ).toEqual([]);
  });

  it("refuses a blank name, and a name taken (ignoring case), on the name field", async () => {
    const token = await signIn();
    const name = unique("Dup");
    expect((await call(contracts.ProjectSeries.Create, { name }, { token })).status).toBe(200);
    const dup = await call(contracts.ProjectSeries.Create, { name: name.toUpperCase() }, { token });
    expect(dup.status).toBe(400);
    expect(dup.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
    const blank = await call(contracts.ProjectSeries.Create, { name: "  " }, { token });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
  });

  it("lets the page's permission read but not write, and refuses a user without it", async () => {
    const reader = await userWith(["Pages.ProjectSeries"]);
    const made = await call(
      contracts.ProjectSeries.Create,
      { name: unique("ProjectSeries") },
      { token: reader.admin },
    );
    expect(made.status).toBe(200);
    const id = made.body.result.id;
    expect((await call(contracts.ProjectSeries.Get, { id }, { token: reader.token })).status).toBe(
      200,
    );
    expect(
      (await call(contracts.ProjectSeries.Create, { name: unique("No") }, { token: reader.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(contracts.ProjectSeries.Update, { id, name: "No" }, { token: reader.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(contracts.ProjectSeries.Delete, { id }, { token: reader.token })).status,
    ).toBe(403);
    const nobody = await userWith([]);
    expect((await call(contracts.ProjectSeries.GetAll, {}, { token: nobody.token })).status).toBe(
      403,
    );
  });
});
