// Who the e2e suites sign in as (README: Testing a deployment; docs/deploy.md: Preview testing).
// Against a deployment (BASE_URL), E2E_USER / E2E_PASSWORD name an administrator there; a local
// run's server seeds its admin with E2E_PASSWORD (ADMIN_PASSWORD in playwright.config.ts).

/** The account the suite does everything as that needs the Admin role (and every cleanup). */
export const ADMIN = {
  userName: process.env.E2E_USER ?? "admin",
  password: process.env.E2E_PASSWORD ?? "123qwe",
} as const;

/** The seed's sample users (clerk, finance, editor, foundation) share this password (DESIGN §7). */
const SAMPLE_PASSWORD = "123qwe";

/** The password a seeded account signs in with: the administrator's, or the sample users'. */
export const passwordOf = (userName: string) =>
  userName === ADMIN.userName ? ADMIN.password : SAMPLE_PASSWORD;
