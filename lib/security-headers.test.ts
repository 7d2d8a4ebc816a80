import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "./security-headers";

describe("the page CSP", () => {
  it("allows scripts only with this request's nonce (and what they load)", () => {
    const csp = contentSecurityPolicy("abc123==", { isDev: false, isSecure: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests"); // would break plain-http installs
  });

  it("adds 'unsafe-eval' only in development, upgrade-insecure-requests only over HTTPS", () => {
    expect(contentSecurityPolicy("n", { isDev: true, isSecure: false })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy("n", { isDev: false, isSecure: true })).toContain(
      "upgrade-insecure-requests",
    );
  });

  it("lets pages send to the file storage only when uploads go there directly", () => {
    expect(contentSecurityPolicy("n", { isDev: false, isSecure: true })).toContain(
      "connect-src 'self';",
    );
    const direct = contentSecurityPolicy("n", {
      isDev: false,
      isSecure: true,
      uploadOrigin: "https://media.s3.eu-west-1.amazonaws.com",
    });
    expect(direct).toContain("connect-src 'self' https://media.s3.eu-west-1.amazonaws.com;");
    expect(direct).toContain("img-src 'self' data: blob:;"); // files are still shown through the BFF
  });

  it("gets a new 128-bit nonce every time", () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});
