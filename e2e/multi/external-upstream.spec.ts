import fs from "node:fs";
import { request as requests } from "@playwright/test";
import { bffUrl } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { ADMIN } from "../accounts";
import { Api, expect, signInAs, test, unique } from "../fixtures";
import { A, EXTERNAL, EXTERNAL_DATA_DIR } from "./instances";

// Issue 15 item 3: a copy of the app with UPSTREAM_API_URL (playwright.multi.config.ts starts it
// on copy A's API) is the console alone: none of the built-in upstream runs in it.

/** Its DATA_DIR holds at most the console's session secret: no pglite/, no files/. */
function expectNoDatabase() {
  const kept = fs.existsSync(EXTERNAL_DATA_DIR) ? fs.readdirSync(EXTERNAL_DATA_DIR) : [];
  expect(kept.filter((name) => name !== "auth-secret")).toEqual([]);
}
test.describe("[EXTERNAL] the console on another ABP-style API (UPSTREAM_API_URL)", () => {
  test("the built-in API is not served and no database is created", async () => {
    const external = await requests.newContext({ baseURL: EXTERNAL });
    const builtIn = await requests.newContext({ baseURL: A });
    const signIn = { userNameOrEmailAddress: ADMIN.userName, password: ADMIN.password };
    const calls = [
      { path: contracts.TokenAuth.Authenticate.path, method: "POST", data: signIn },
      { path: contracts.Session.GetCurrentLoginInformations.path, method: "GET" },
      { path: contracts.ProductBrand.GetAll.path, method: "GET" },
      { path: "/api/openapi.json", method: "GET" },
      { path: "/api/cron/unpaid-orders", method: "GET" },
    ];
    for (const call of calls) {
      // the same request is answered by copy A, which serves the built-in API
      expect((await builtIn.fetch(call.path, call)).status(), `${call.path} at A`).not.toBe(404);
      const res = await external.fetch(call.path, call);
      expect(res.status(), call.path).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: { message: "Not found" } });
    }
    const ready = await external.get("/api/health/ready");
    expect(await ready.json()).toEqual({ status: "ok", upstream: "external" });
    expectNoDatabase();
    await Promise.all([external.dispose(), builtIn.dispose()]);
  });

  test("a person signs in, lists and creates through the external upstream", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: EXTERNAL });
    const page = await context.newPage();
    await signInAs(page);
    await expect(page.getByTestId("current-user")).toHaveText("Admin Quay");

    // a write through the console's BFF, then the list page renders it: both go to copy A
    const name = unique("External ");
    const status = await page.evaluate(
      async ({ url, name }) =>
        (
          await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name }),
          })
        ).status,
      { url: bffUrl(contracts.ProductBrand.Create), name },
    );
    expect(status).toBe(200);
    await page.goto(`/commodity/brand?keyword=${encodeURIComponent(name)}`);
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();

    // the brand lives in copy A's database
    const request = await requests.newContext({ baseURL: A });
    const api = await new Api(request).signIn();
    const found = await api.call(contracts.ProductBrand.GetAll, { keyword: name });
    expect(found.body.result.items.map((brand) => brand.name)).toEqual([name]);
    const removed = await api.call(contracts.ProductBrand.Delete, {
      id: found.body.result.items[0]!.id,
    });
    expect(removed.status).toBe(200);
    expectNoDatabase();
    await Promise.all([context.close(), request.dispose()]);
  });
});
