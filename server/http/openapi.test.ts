import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { openApiDocument } from "./openapi";

interface Problem {
  severity: "error" | "warn";
  ruleId: string;
  message: string;
  location: { pointer: string }[];
}

/** Lints with the Redocly CLI (its recommended rules), as a third party would. */
async function redoclyLint(doc: unknown): Promise<Problem[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "quay-openapi-"));
  const file = path.join(dir, "openapi.json");
  try {
    await fs.writeFile(file, JSON.stringify(doc));
    const cli = fileURLToPath(import.meta.resolve("@redocly/cli/bin/cli.js"));
    // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [cli, "lint", file, "--format=json"],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    return (JSON.parse(stdout) as { problems: Problem[] }).problems;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

describe("the OpenAPI document", () => {
  const doc = openApiDocument();

  it("passes Redocly's lint with no error", { timeout: 60_000 }, async () => {
    const errors = (await redoclyLint(doc))
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("generates a typed client with openapi-typescript", { timeout: 60_000 }, async () => {
    const client = astToString(await openapiTS(structuredClone(doc) as never));
    expect(client).toContain(`"${contracts.ProductBrand.GetAll.path}": {`);
    // the recursive category tree is a named type that refers to itself
    expect(client).toMatch(
      /children: components\["schemas"\]\["ProductCategory_GetTree[^"]*"\]\[\]/,
    );
  });

  it("has unique operation ids and a server", () => {
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((o) => (o as { operationId: string }).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.servers).toEqual([{ url: "/" }]);
  });
});
