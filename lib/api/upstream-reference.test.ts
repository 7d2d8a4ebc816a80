import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { upstreamReference } from "./upstream-reference";

describe("docs/upstream-api.md", () => {
  it("lists the methods the contracts declare (else: npm run docs:upstream)", () => {
    const committed = fs.readFileSync("docs/upstream-api.md", "utf8");
    expect(committed, "docs/upstream-api.md is stale: run `npm run docs:upstream`").toBe(
      upstreamReference(),
    );
  });

  it("says what the console needs and what it does not", () => {
    const doc = upstreamReference();
    const row = (op: { path: string }) =>
      doc.split("\n").find((line) => line.includes(`\`${op.path}\``));
    expect(row(contracts.TokenAuth.Authenticate)).toContain("| yes |");
    expect(row(contracts.TokenAuth.WechatAuthenticate)).toContain("| no |");
    expect(row(contracts.Session.GetCurrentLoginInformations)).toContain("| anyone | yes |");
    expect(row(contracts.OrderMain.CustomerCreateOrder)).toContain("| customers (portal) | no |");
  });
});
