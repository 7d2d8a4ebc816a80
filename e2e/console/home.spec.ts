import { expect, test } from "../fixtures";

test.describe("[HOME] what a visitor sees before the console exists", () => {
  test("the home page says the API runs and links its reference", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("The Quay API is running.")).toBeVisible();
    await page.getByRole("link", { name: "API reference (OpenAPI)" }).click();
    await expect(page).toHaveURL(/\/api\/openapi\.json$/);
  });

  test("a Chinese browser gets the page in Chinese", async ({ browser }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByText("Quay API 正在运行。")).toBeVisible();
    await context.close();
  });
});
