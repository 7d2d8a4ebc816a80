import AxeBuilder from "@axe-core/playwright";
import { contracts } from "@/lib/contracts";
import { expect, test } from "../fixtures";

test.describe("[MESSAGES] the message centre", () => {
  test.use({ signedInAs: "admin" });

  test("shows a held verification e-mail, newest first, readable in a dialog", async ({
    page,
    api,
  }) => {
    const recipient = `mc${Date.now().toString(36)}@example.com`;
    const sent = await api.call(contracts.Account.SendVerificationCode, {
      kind: "RegisterEmail",
      target: recipient,
    });
    expect(sent.status).toBe(200);
    await page.goto("/messageCenter");
    const row = page.getByRole("row").filter({ hasText: recipient });
    await expect(row).toContainText("Held");
    await page.getByRole("searchbox").fill(recipient);
    await expect(page).toHaveURL(/recipient=/);
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the one message
    await row.getByRole("button", { name: `Message to ${recipient}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(/Your verification code is \d{6}/);
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  });
});
