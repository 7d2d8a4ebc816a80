import { contracts } from "@/lib/contracts";
import { expect, test, unique } from "../fixtures";

// Feedback (issue 13 item 2): staff answer a message from the list, then hide the reply from
// its sender; the list shows it replied.

test.describe("[FEEDBACK] replying to feedback and hiding a reply", () => {
  test.use({ signedInAs: "admin" });

  test("reply to a feedback from the list, hide the reply, and find it replied", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const title = unique("Parcel left at the wrong door");
    const made = await api.call(contracts.Feedback.Create, {
      title,
      content: "The courier left my parcel at number 12 instead of 21.",
      contactType: "ada@example.com",
      typeCode: "Complaint",
      isShowPortal: false,
    });
    expect(made.status, JSON.stringify(made.body.error)).toBe(200);
    api.afterTest(contracts.Feedback.Delete, { id: made.body.result.id });

    await page.goto("/cms/feedback");
    await expect(page.getByRole("heading", { level: 1, name: "Feedback" })).toBeVisible();
    await page.getByPlaceholder("Search title or message").fill(title);
    // the search is applied (the list's URL holds it) before a row is opened
    await expect(page).toHaveURL(/Parcel/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Not replied")).toBeVisible();
    await row.getByRole("link", { name: title }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: `Replies to "${title}"` }),
    ).toBeVisible();
    await expect(page.getByText("No reply yet.")).toBeVisible();
    // an empty reply is refused on its field
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await page.getByLabel("Your reply").fill("Sorry about that: we have told the courier.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply sent")).toBeVisible();
    const replies = page.getByRole("list", { name: "Replies" });
    const reply = replies.getByRole("listitem").filter({ hasText: "we have told the courier" });
    await expect(reply.getByText("Visible")).toBeVisible();
    await expect(page.getByLabel("Your reply")).toHaveValue("");

    await reply.getByRole("button", { name: "Hide" }).click();
    await expect(page.getByText("Reply hidden from the sender")).toBeVisible();
    await expect(reply.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(reply.getByRole("button", { name: "Show" })).toBeVisible();

    await page.goto("/cms/feedback?isReplied=true");
    await page.getByPlaceholder("Search title or message").fill(title);
    await expect(
      page.getByRole("row").filter({ hasText: title }).getByText("Replied"),
    ).toBeVisible();
    const saved = await api.call(contracts.FeedbackReply.GetAll, {
      feedbackId: made.body.result.id,
    });
    expect(saved.body.result.items.map((r) => r.isHide)).toEqual([true]);
  });

  test("enter a feedback by hand with a type from the data dictionary", async ({ page, api }) => {
    await api.signIn();
    const title = unique("Search misses SKU codes");
    await page.goto("/cms/feedback");
    await page.getByRole("button", { name: "New feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "New feedback" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Message").fill("A SKU code with a space finds nothing.");
    // the types are the FeedbackType dictionary's values, by display name
    await dialog.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Problem report", exact: true }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await api.deleteAfterTest(contracts.Feedback.GetAll, contracts.Feedback.Delete, "title", title);
    await page.getByPlaceholder("Search title or message").fill(title);
    await expect(page).toHaveURL(/Search/);
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Problem report");
  });
});
