// Runs in the browser before the app's modules. Under the page CSP (no 'unsafe-eval', see
// docs/decisions.md) zod's JIT probe, `new Function("")`, is refused and Chrome reports it as a
// CSP violation even though zod catches it: parse without the JIT in the browser.
// zod keeps its configuration in this global and adopts an existing one when it loads
// (zod/v4/core/core.js); setting it here, instead of `z.config`, keeps zod out of every page's
// first load (issue 7): it now loads with the forms that use it.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
