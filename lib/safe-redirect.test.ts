import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const ORIGIN = "http://quay.test:3240";

/** Where a browser on the sign-in page lands after `location.assign(result)`. */
const landing = (result: string) => new URL(result, `${ORIGIN}/login?redirect=x`);

// Shapes that browsers (WHATWG URL parsing) read as another host, another scheme or script.
const HOSTILE = [
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/\\\\evil.example",
  "\\/\\/evil.example",
  "/.//evil.example/x",
  "/./\\evil.example",
  "/..//evil.example",
  "/../..//evil.example",
  "/x/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/.%2e//evil.example",
  "https://evil.example",
  "http://evil.example/dashboard",
  "HTTPS://EVIL.EXAMPLE",
  "hTtPs://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https:\\\\evil.example",
  "http:\\\\evil.example",
  "ftp://evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "blob:https://evil.example/0b1c",
  "\t//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  " //evil.example",
  "\u0000//evil.example",
  "\u001f/\\evil.example",
  "//evil.example@quay.test:3240",
  "http://quay.test:3240@evil.example/",
  "//quay.test:3240@evil.example",
  "http://evil.example\\@quay.test:3240",
  "//evil\u3002example",
  "//evil\uff0eexample",
  "//%65vil.example",
  "//evil.example:80",
  "//127.0.0.1:3240",
  "//0x7f.1",
  "//[::1]:3240",
  "http://quay.test:3241/dashboard",
  "https://quay.test:3240/dashboard",
  "/login?redirect=//evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5C%5Cevil.example",
  "\u2028//evil.example",
  "/\u3000/evil.example",
];

describe("the sign-in return path", () => {
  it(`has a table of ${HOSTILE.length} hostile values (at least 40)`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE.map((value) => [JSON.stringify(value), value]))(
    "stays on the origin for %s",
    (_, value) => {
      const result = safeRedirect(value, ORIGIN);
      expect(result.startsWith("/")).toBe(true);
      expect(landing(result).origin).toBe(ORIGIN);
    },
  );

  it("stays on the origin for any mix of slashes, dots, escapes, controls and schemes", () => {
    const part = fc.constantFrom(
      ...["/", "\\", ".", "..", "%2e", "%2f", "%5c", "\t", "\n", " ", "\u0000", "@", ":", "?", "#"],
      ...["evil.example", "quay.test:3240", "https:", "javascript:", "\u3002", "\uff0e", "%40"],
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const result = safeRedirect(parts.join(""), ORIGIN);
        return result.startsWith("/") && landing(result).origin === ORIGIN;
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ["/ou/users?keyword=adm&page=2", "/ou/users?keyword=adm&page=2"],
    ["/commodity/brand?page=3#top", "/commodity/brand?page=3#top"],
    ["/ou/users?redirect=%2F%2Fevil.example", "/ou/users?redirect=%2F%2Fevil.example"],
    [`${ORIGIN}/ou/roles`, "/ou/roles"],
    ["/ou/users/../roles", "/ou/roles"],
    ["ou/users", "/ou/users"],
    ["/caf%C3%A9", "/caf%C3%A9"],
  ])("keeps the benign %s as %s", (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it.each(["", null, undefined, "/login", "/login?redirect=/ou/users"])(
    "falls back to the dashboard for %s",
    (value) => {
      expect(safeRedirect(value, ORIGIN)).toBe("/dashboard");
    },
  );
});
