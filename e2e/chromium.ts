// Debian's Chromium, as every browser run here starts it (STACK.md): Playwright's own browser
// download is not reachable; without the background-networking flags Chromium's connections are
// refused by the closed network at every start. Used by playwright.config.ts and the Lighthouse bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
