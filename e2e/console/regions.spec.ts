import AxeBuilder from "@axe-core/playwright";
import { contracts } from "@/lib/contracts";
import { expect, signInAs, test, unique } from "../fixtures";

test.describe("Regions", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("drill into Canada → Ontario, add a city, rename it (the picker cascades), delete it", async ({
      page,
      api,
    }) => {
      await api.signIn();
      const city = unique("Testville");
      await page.goto("/admin/regions");
      await expect(page.getByRole("heading", { name: "Countries" })).toBeVisible();
      await page.getByRole("link", { name: "Canada", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Provinces of Canada" })).toBeVisible();
      await page.getByRole("link", { name: "Ontario", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Cities of Ontario" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Toronto", exact: true })).toBeVisible();

      await page.getByRole("button", { name: "Add city" }).first().click();
      const dialog = page.getByRole("dialog");
      // the parent comes from the path, in the address picker
      await expect(dialog.getByRole("combobox", { name: "Country" })).toHaveText("Canada");
      await expect(dialog.getByRole("combobox", { name: "Province / state" })).toHaveText(
        "Ontario",
      );
      const { violations } = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual(
        [],
      );
      await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(city);
      await dialog.getByLabel("Short code").fill("TV");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
      await api.deleteAfterTest(contracts.City.GetAll, contracts.City.Delete, "cityName", city);
      await page.getByRole("searchbox").fill(city);
      await expect(page).toHaveURL(new RegExp(`keyword=${city}`));
      await expect(page.getByRole("row")).toHaveCount(2); // the header and the one match
      await expect(page.getByRole("link", { name: city })).toBeVisible();

      // rename; on the way, a new country clears the province, and the old one can be chosen again
      await page.getByRole("button", { name: `Actions for ${city}` }).click();
      await page.getByRole("menuitem", { name: "Edit" }).click();
      await dialog.getByRole("combobox", { name: "Country" }).click();
      await page.getByRole("option", { name: "China" }).click();
      const province = dialog.getByRole("combobox", { name: "Province / state" });
      await expect(province).toHaveText("Choose…");
      await province.click();
      await expect(page.getByRole("option", { name: "Guangdong" })).toBeVisible();
      await page.keyboard.press("Escape");
      await dialog.getByRole("combobox", { name: "Country" }).click();
      await page.getByRole("option", { name: "Canada" }).click();
      await province.click();
      await page.getByRole("option", { name: "Ontario" }).click();
      await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`${city}x`);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("searchbox").fill(`${city}x`);
      await expect(page).toHaveURL(new RegExp(`keyword=${city}x`));
      await expect(page.getByRole("row")).toHaveCount(2); // the header and the one match
      await expect(page.getByRole("link", { name: `${city}x` })).toBeVisible();

      await page.getByRole("button", { name: `Actions for ${city}x` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("link", { name: `${city}x` })).toBeHidden();
      await expect(page.getByText(/No cities match/)).toBeVisible();
    });

    test("a city with areas is not deleted: the refusal names them", async ({ page }) => {
      await page.goto("/admin/regions");
      await page.getByRole("link", { name: "Canada", exact: true }).click();
      await page.getByRole("link", { name: "Ontario", exact: true }).click();
      await page.getByRole("button", { name: "Actions for Toronto" }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(
        page.getByText(/^Toronto is used by "Downtown", "East York", "Etobicoke" and \d+ more;/),
      ).toBeVisible();
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("link", { name: "Toronto", exact: true })).toBeVisible();
    });

    test("fits 390 px and reads in Chinese", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/admin/regions");
      await expect(page.getByRole("heading", { name: "行政区划", level: 1 })).toBeVisible();
      await page.getByRole("link", { name: "China", exact: true }).click();
      await expect(page.getByRole("heading", { name: "China的省份" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Guangdong", exact: true })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole("button", { name: "新增省份" }).first().click();
      await expect(page.getByRole("dialog").getByRole("combobox", { name: "国家" })).toHaveText(
        "China",
      );
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/\b(regions|addressPicker|entities)\.[a-zA-Z]+/);
    });
  });

  test("without Create, Edit and Delete the screen only browses", async ({ page, api }) => {
    await api.signIn();
    const role = await api.createRole("RegionViewer", ["Pages.Admin", "Pages.Admin.Regions"]);
    const user = await api.createUser("regionviewer", [role.name]);
    await signInAs(page, user.userName, user.password);
    await page.goto("/admin/regions");
    await expect(page.getByRole("link", { name: "Canada", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add country" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Actions for Canada" })).toHaveCount(0);
  });
});
