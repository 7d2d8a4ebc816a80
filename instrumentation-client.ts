import * as z from "zod";

// Runs in the browser before the app's modules. Under the page CSP (no 'unsafe-eval', see
// docs/decisions.md) zod's JIT probe, `new Function("")`, is refused and Chrome reports it as a
// CSP violation even though zod catches it: parse without the JIT in the browser.
z.config({ jitless: true });
