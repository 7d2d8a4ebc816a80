import { ROLES, saveSession, test as setup } from "./fixtures";

// Signs each role the console specs use in once, through the form; they start from these saved
// sessions (`test.use({ signedInAs: "admin" })`) instead of signing in again in every test.
for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ browser, baseURL }) => {
    await saveSession(browser, baseURL!, role);
  });
}
