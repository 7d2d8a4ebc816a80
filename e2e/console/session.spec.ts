import { contracts } from "@/lib/contracts";
import type { Page } from "@playwright/test";
import { ADMIN, expect, signInAs, test } from "../fixtures";

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"))?.value;

test.describe("[SESSION] staying signed in and language texts", () => {
  test("an open page refreshes the upstream token before it runs out", async ({ page, api }) => {
    // e2e tokens live 130 s, so after 10 s they are inside the 2-minute refresh margin; a
    // deployment started without TOKEN_LIFETIME_SECONDS=130 keeps its tokens too long to see it
    const auth = await api.call(contracts.TokenAuth.Authenticate, {
      userNameOrEmailAddress: ADMIN.userName,
      password: ADMIN.password,
    });
    test.skip(
      auth.body.result.expireInSeconds > 140,
      `tokens live ${auth.body.result.expireInSeconds} s here; start the server with TOKEN_LIFETIME_SECONDS=130`,
    );
    await signInAs(page);
    const first = await sessionCookie(page);
    await expect
      .poll(() => sessionCookie(page), { timeout: 25_000, intervals: [1_000] })
      .not.toBe(first);
    await page.reload();
    await expect(page.getByTestId("dashboard-user")).toHaveText(ADMIN.userName);
  });

  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("a language text edited at run time replaces the bundled one", async ({ page, api }) => {
      await api.signIn();
      await api.call(contracts.Language.UpdateLanguageTextValue, {
        languageName: "en",
        key: "dashboard.signedInAs",
        value: "Logged in as",
      });
      try {
        await page.goto("/dashboard");
        await expect(page.getByText("Logged in as", { exact: true })).toBeVisible();
      } finally {
        await api.call(contracts.Language.DeleteLanguageText, {
          languageName: "en",
          key: "dashboard.signedInAs",
        });
      }
      await page.reload();
      await expect(page.getByText("Signed in as", { exact: true })).toBeVisible();
    });
  });
});
