import { contracts } from "@/lib/contracts";
import { bffUrl, expect, signInAs, test } from "../fixtures";

// Issue 15: an account whose password must be changed (the seeded administrator's default one,
// or one an administrator asked for) is held on the change screen until it has a new one.
test.describe("[FIRST SIGN-IN] a password that must be changed first", () => {
  test("signs in, is sent to change it, reaches no other page, changes it and lands on the dashboard", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const role = await api.createRole("FirstSignIn", ["Pages.Dashboard", "Pages.Users"]);
    const user = await api.createUser("firstpw", [role.name], {
      shouldChangePasswordOnNextLogin: true,
    });

    await page.goto("/ou/users");
    await signInAs(page, user.userName, user.password);
    await expect(page).toHaveURL("/changePassword");
    await expect(page).toHaveTitle("Choose a new password · Quay");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${user.userName}`)).toBeVisible();

    // no other page, and the API behind the console refuses everything but the change
    for (const path of ["/dashboard", "/ou/users", "/"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/changePassword");
    }
    const refused = await page.evaluate(async (url) => {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      return { status: res.status, body: (await res.json()) as { error: { message: string } } };
    }, bffUrl(contracts.User.GetAll));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      "Change your password first: this account must choose a new password before it can do anything else.",
    );

    // the user menu's form and rules: both required, and the same password is no change
    const change = page.getByRole("button", { name: "Change password" });
    await change.click();
    await expect(page.getByText("Please enter your current password")).toBeVisible();
    await expect(page.getByText("Please enter a new password")).toBeVisible();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password").fill(user.password);
    await change.click();
    await expect(
      page.getByText("The new password must differ from the current one."),
    ).toBeVisible();

    await page.getByLabel("New password").fill("chosen-456");
    await change.click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByTestId("dashboard-user")).toHaveText(user.userName);
    // the screen is only for a password that must be changed
    await page.goto("/changePassword");
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/ou/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  });

  test("signing out from the change screen goes back to sign-in", async ({ page, api }) => {
    await api.signIn();
    const user = await api.createUser("firstout", [], { shouldChangePasswordOnNextLogin: true });
    await page.goto("/login");
    await signInAs(page, user.userName, user.password);
    await expect(page).toHaveURL("/changePassword");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/login");
    await page.goto("/changePassword");
    await expect(page).toHaveURL("/login?redirect=%2FchangePassword");
  });
});
