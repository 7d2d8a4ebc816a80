import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { idOf, routeEntities } from "./route-entities";

/** Every built screen taking an [id], as a SPEC pattern ("/ou/users/edit/{id}"). */
function idRoutes(dir = path.join(process.cwd(), "app", "(console)"), url = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" && url.includes("{id}") ? [url] : [];
    if (entry.name.startsWith("_")) return [];
    const segment = /^\(.*\)$/.test(entry.name)
      ? ""
      : `/${entry.name.replace(/^\[(.+)\]$/, "{$1}")}`;
    return idRoutes(path.join(dir, entry.name), url + segment);
  });
}

describe("record routes", () => {
  it("lists every built [id] screen, so an unknown id answers 404", () => {
    const built = idRoutes();
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter((r) => !routeEntities[r])).toEqual([]);
  });

  it("reads the id from a path", () => {
    expect(idOf("/ou/users/edit/{id}", "/ou/users/edit/0196a1b2")).toBe("0196a1b2");
    expect(idOf("/cms/category-edit/{id}", "/cms/category-edit/7/")).toBe("7");
    expect(idOf("/ou/users/edit/{id}", "/ou/users/create")).toBeUndefined();
  });
});
