import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("the sign-in return path", () => {
  it("keeps a same-origin path with its query", () => {
    expect(safeRedirect("/ou/users?keyword=adm&page=2")).toBe("/ou/users?keyword=adm&page=2");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    null,
    "ou/users",
    "/login?redirect=/x",
  ])("never leaves the origin for %s", (target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
  });

  it("normalises tricks that browsers would resolve elsewhere", () => {
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirect("/\tevil")).not.toMatch(/^\/\//);
  });
});
