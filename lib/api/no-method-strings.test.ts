import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";

// Issue 7: console code, e2e and their fixtures name API methods through the declarations
// (`api.X.Y`, `serverApi.X.Y`, `contracts.X.Y`), never as a string. Server tests of the router
// itself (server/http) send raw paths on purpose and are not scanned.
const scanned = ["app", "components", "lib", "e2e"];
const declarations = [path.join("lib", "contracts"), path.join("lib", "api", "define.ts")];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const methodIds = Object.entries(contracts).flatMap(([service, methods]) =>
  Object.keys(methods).map((name) => `${service}/${name}`),
);

describe("API methods are named through their declarations", () => {
  it("finds no method's service/name inside a string outside lib/contracts", () => {
    const found: string[] = [];
    for (const file of scanned.flatMap(sourceFiles)) {
      if (declarations.some((d) => file.startsWith(d))) continue;
      const text = readFileSync(file, "utf8");
      for (const id of methodIds) {
        const inString = new RegExp(`["'\`][^"'\`\\n]*\\b${id}\\b[^"'\`\\n]*["'\`]`);
        if (inString.test(text)) found.push(`${file}: ${id}`);
      }
    }
    expect(found).toEqual([]);
  });
});
