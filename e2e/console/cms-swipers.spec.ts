import { contracts } from "@/lib/contracts";
import { pngFile } from "../files";
import { expect, test, unique } from "../fixtures";

// CMS anchors and swipers (issue 13): an anchor's size is checked (SPEC §5), its swipers are
// previewed at that size and reordered by dragging or from the keyboard.
test.describe("[CMS] anchors and their swipers", () => {
  test.use({ signedInAs: "admin" });

  test("create an anchor 300×200 and two swipers on it, then reorder them", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    const anchorName = unique("Promo strip");
    const key = unique("promo").toLowerCase();
    const first = unique("Summer");
    const second = unique("Autumn");

    // the anchor: a width over 10000 is refused with the SPEC's rule, 300×200 is saved
    await page.goto("/cms/anchor");
    await expect(page.getByRole("heading", { level: 1, name: "Anchors" })).toBeVisible();
    await page.getByRole("link", { name: "Create anchor" }).first().click();
    await expect(page).toHaveURL(/\/cms\/anchor\/create$/);
    await page.getByLabel("Display name").fill(anchorName);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(key);
    await page.getByLabel("Width (px)").fill("10001");
    await page.getByLabel("Height (px)").fill("200");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Enter a whole number from 0 to 10000.")).toBeVisible();
    await page.getByLabel("Width (px)").fill("300");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/cms\/anchor$/);
    const anchor = await api.deleteAfterTest(
      contracts.CmsAnchor.GetAll,
      contracts.CmsAnchor.Delete,
      "displayName",
      anchorName,
    );
    await page.getByRole("searchbox").fill(anchorName);
    await expect(page.getByRole("row", { name: new RegExp(anchorName) })).toContainText(
      "300 × 200",
    );

    // two swipers on it, each with its image, previewed at the anchor's size
    await page.goto("/cms/swiper");
    for (const [name, order] of [
      [first, "1"],
      [second, "2"],
    ] as const) {
      await page.getByRole("link", { name: "Create swiper" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Create swiper" })).toBeVisible();
      await page.getByLabel("Name").fill(name);
      await page.getByRole("combobox", { name: "Anchor" }).click();
      await page.getByRole("option", { name: `${anchorName} (300 × 200)` }).click();
      await page.getByLabel("Image").setInputFiles(pngFile(`${order}.png`));
      await expect(page.getByRole("img", { name: `${order}.png` })).toBeVisible();
      await expect(
        page.getByRole("img", { name: `Preview of ${name} at 300 × 200` }),
      ).toBeVisible();
      await page.getByLabel("Jump address").fill(`/promo/${order}`);
      await page.getByLabel("Display order").fill(order);
      await page.getByRole("button", { name: "Save" }).click();
      // saved, the list opens on the swiper's anchor
      await expect(page).toHaveURL(new RegExp(`cmsAnchorId=${anchor.id}`));
      await api.deleteAfterTest(
        contracts.Swiper.GetAll,
        contracts.Swiper.Delete,
        "displayName",
        name,
      );
    }

    // an anchor with swipers cannot go
    const refused = await api.call(contracts.CmsAnchor.Delete, { id: String(anchor.id) });
    expect(refused.status).toBe(409);

    const panel = page.getByRole("list", { name: `Order in ${anchorName}` });
    const items = panel.getByRole("listitem");
    await expect(items).toHaveText([
      new RegExp(`1\\.\\s*${first}`),
      new RegExp(`2\\.\\s*${second}`),
    ]);
    await expect(page.getByRole("img", { name: `Preview of ${first} at 300 × 200` })).toBeVisible();

    // from the keyboard: the second moves up
    await page.getByRole("button", { name: `Move ${second} up` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Order saved.")).toBeVisible();
    await expect(items).toHaveText([
      new RegExp(`1\\.\\s*${second}`),
      new RegExp(`2\\.\\s*${first}`),
    ]);

    // by dragging: the first (now second) back to the top
    await items.nth(1).dragTo(items.nth(0));
    await expect(items).toHaveText([
      new RegExp(`1\\.\\s*${first}`),
      new RegExp(`2\\.\\s*${second}`),
    ]);
    // the list moves at once; the save follows
    await expect
      .poll(async () => {
        const saved = await api.call(contracts.Swiper.GetAll, {
          cmsAnchorId: String(anchor.id),
          sorting: "order asc",
        });
        return saved.body.result.items.map((s) => s.displayName);
      })
      .toEqual([first, second]);

    // after a reload the order holds, and the table agrees
    await page.reload();
    await expect(items).toHaveText([
      new RegExp(`1\\.\\s*${first}`),
      new RegExp(`2\\.\\s*${second}`),
    ]);
    await expect(page.getByRole("row", { name: new RegExp(first) })).toContainText(anchorName);
  });
});
