import { describe, expect, it } from "vitest";
import { bffUrl } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { isOwnOrigin, type OriginConfig, publicOrigin, redirectOrigin } from "./origin";

// Next builds req.url from its own listening address, whatever the browser used.
const INTERNAL = `http://localhost:3240${bffUrl(contracts.Role.Create)}`;
const plain: OriginConfig = { allowedOrigins: [], trustProxy: true };
const req = (headers: Record<string, string>) => ({ url: INTERNAL, headers: new Headers(headers) });

describe("the request's public origin", () => {
  it("is the Host the browser used, not the server's own address", () => {
    expect(publicOrigin(req({ host: "127.0.0.1:3240" }), plain)).toBe("http://127.0.0.1:3240");
  });

  it("is X-Forwarded-Proto and X-Forwarded-Host behind a proxy (first value of each)", () => {
    const behind = req({
      host: "app:3000",
      "x-forwarded-host": "quay.test, inner.proxy",
      "x-forwarded-proto": "HTTPS,http",
    });
    expect(publicOrigin(behind, plain)).toBe("https://quay.test");
  });

  it("drops the default port and lower-cases the host", () => {
    const behind = req({ "x-forwarded-host": "Quay.Test:443", "x-forwarded-proto": "https" });
    expect(publicOrigin(behind, plain)).toBe("https://quay.test");
  });

  it("ignores forwarded headers when the proxy is not trusted", () => {
    const forged = req({ host: "127.0.0.1:3240", "x-forwarded-host": "evil.example" });
    expect(publicOrigin(forged, { ...plain, trustProxy: false })).toBe("http://127.0.0.1:3240");
  });

  it.each(["evil.example/path", "user@evil.example", "evil example", "", "a:b:c"])(
    "falls back to the server's address for the malformed host %j",
    (host) => {
      expect(publicOrigin(req({ host }), plain)).toBe("http://localhost:3240");
    },
  );

  it("works from headers alone (server components), defaulting to http", () => {
    expect(publicOrigin({ headers: new Headers({ host: "[::1]:3240" }) }, plain)).toBe(
      "http://[::1]:3240",
    );
  });
});

describe("which origins may write", () => {
  const config: OriginConfig = {
    appOrigin: "https://quay.example.com",
    allowedOrigins: ["https://admin.example.com"],
    trustProxy: true,
  };

  it("accepts the origin the browser used, at 127.0.0.1 or behind a proxy", () => {
    expect(isOwnOrigin("http://127.0.0.1:3240", req({ host: "127.0.0.1:3240" }), plain)).toBe(true);
    const behind = req({
      host: "app:3000",
      "x-forwarded-host": "quay.test",
      "x-forwarded-proto": "https",
    });
    expect(isOwnOrigin("https://quay.test", behind, plain)).toBe(true);
  });

  it("accepts APP_URL and ALLOWED_ORIGINS when a proxy hides the public host", () => {
    const hidden = req({ host: "app:3000" });
    expect(isOwnOrigin("https://quay.example.com", hidden, config)).toBe(true);
    expect(isOwnOrigin("https://admin.example.com", hidden, config)).toBe(true);
  });

  it.each([
    null,
    "",
    "null",
    "https://evil.example",
    "http://127.0.0.1:3240.evil.example",
    "https://127.0.0.1:3240",
  ])("refuses %j", (origin) => {
    expect(isOwnOrigin(origin, req({ host: "127.0.0.1:3240" }), config)).toBe(false);
  });
});

describe("where absolute redirects point", () => {
  it("is the request's public origin when APP_URL is unset", () => {
    expect(redirectOrigin(req({ host: "127.0.0.1:3240" }), plain)).toBe("http://127.0.0.1:3240");
  });

  it("is APP_URL when the request's origin is not a configured one, else the request's", () => {
    const config = {
      ...plain,
      appOrigin: "https://quay.example.com",
      allowedOrigins: ["http://127.0.0.1:3240"],
    };
    expect(redirectOrigin(req({ host: "app:3000" }), config)).toBe("https://quay.example.com");
    expect(redirectOrigin(req({ host: "evil.example" }), config)).toBe("https://quay.example.com");
    expect(redirectOrigin(req({ host: "127.0.0.1:3240" }), config)).toBe("http://127.0.0.1:3240");
  });
});
