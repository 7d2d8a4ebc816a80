import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contracts } from "@/lib/contracts";
import { dispatch } from "@/server/http/dispatcher";

// UPSTREAM_API_URL pointed at another ABP-style server: here our own API behind a plain Node
// HTTP server, so the console's client is exercised over a real socket (ky, headers, envelope).
let server: http.Server;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    seen.push(req.headers);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const response = await dispatch(
      new Request(`http://upstream${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("UPSTREAM_API_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  // the client's copy of the app is the console alone: no database beside an upstream (lib/env)
  vi.stubEnv("DATABASE_URL", undefined);
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await new Promise((resolve) => server.close(resolve));
});

describe("the upstream client over HTTP", () => {
  it("signs in, sends the ABP headers and unwraps results", async () => {
    const { callUpstream } = await import("./client");
    const auth = await callUpstream(
      contracts.TokenAuth.Authenticate,
      { userNameOrEmailAddress: "admin", password: "123qwe" },
      { locale: "zh" },
    );
    const users = await callUpstream(
      contracts.User.GetAll,
      { keyword: "adm" },
      { token: auth.accessToken, locale: "zh" },
    );
    // (other suites' users may carry "adm" in their random names)
    expect(users.totalCount).toBeGreaterThanOrEqual(1);
    expect(users.items.map((u) => u.userName)).toContain("admin");
    const last = seen[seen.length - 1]!;
    expect(last["abp.tenantid"]).toBe("1");
    expect(last["endpoint"]).toBe("Management");
    expect(last[".aspnetcore.culture"]).toBe("c=zh-Hans|uic=zh-Hans");
    expect(last["authorization"]).toMatch(/^Bearer /);
  });

  it("raises typed errors with the server's localised message and field errors", async () => {
    const { callUpstream } = await import("./client");
    const { UpstreamError } = await import("./errors");
    const refused = await callUpstream(
      contracts.TokenAuth.Authenticate,
      { userNameOrEmailAddress: "admin", password: "nope" },
      { locale: "ja" },
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused).toMatchObject({
      kind: "unauthorized",
      status: 401,
      message: "ユーザー名またはパスワードが正しくありません。",
    });
    const invalid = await callUpstream(
      contracts.TokenAuth.Authenticate,
      { userNameOrEmailAddress: "", password: "" },
      { locale: "en" },
    ).catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      kind: "validation",
      validationErrors: [{ members: ["userNameOrEmailAddress"] }, { members: ["password"] }],
    });
    const anonymous = await callUpstream(contracts.User.GetAll, {}, { locale: "en" }).catch(
      (e: unknown) => e,
    );
    expect(anonymous).toMatchObject({ kind: "unauthorized" });
  });

  it("turns an unreachable upstream into a transport error", async () => {
    vi.stubEnv("UPSTREAM_API_URL", "http://127.0.0.1:9");
    vi.resetModules();
    const { callUpstream } = await import("./client");
    await expect(
      callUpstream(contracts.Session.GetCurrentLoginInformations, {}, { locale: "en" }),
    ).rejects.toMatchObject({ kind: "transport" });
  });
});
