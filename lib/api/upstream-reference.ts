import { contracts } from "@/lib/contracts";
import type { Access } from "@/lib/permissions";
import type { Op } from "./define";

/** Methods the console's server calls itself, never through the BFF (`bff: false`): sign-in and refresh. */
const SERVER_SIDE = new Set<Op>([
  contracts.TokenAuth.Authenticate,
  contracts.TokenAuth.RefreshToken,
]);

const names = (access: Access) => (typeof access === "string" ? [access] : [...access]);

/** Who may call it, in words: anyone, staff, the customer portal, or the permissions. */
function callers(access: Access): string {
  const words: Record<string, string> = {
    "@public": "anyone",
    "@authenticated": "any staff user",
    "@customer": "customers (portal)",
  };
  return names(access)
    .map((name) => words[name] ?? `\`${name}\``)
    .join(", ");
}

/** Whether the console calls it: not a customer-portal method, not a token method it does not use. */
function isConsoleCall(op: Op): boolean {
  if (names(op.permission).every((name) => name === "@customer")) return false;
  return op.bff !== false || SERVER_SIDE.has(op);
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/**
 * docs/upstream-api.md: every declared method (lib/contracts), with what an external upstream
 * (UPSTREAM_API_URL) must answer for the console. Written by `npm run docs:upstream`; a unit test
 * fails while the file differs from the contracts.
 */
export function upstreamReference(): string {
  const ops = Object.values(contracts).flatMap((service) => Object.values(service) as Op[]);
  const needed = ops.filter(isConsoleCall);
  const lines = [
    "# The API an external upstream offers",
    "",
    "<!-- Generated from lib/contracts by `npm run docs:upstream`: do not edit by hand. -->",
    "",
    `Every method of the built-in upstream: ${ops.length} in ${Object.keys(contracts).length} services. ` +
      `The console may call ${needed.length} of them (**Console: yes**: its BFF forwards any ` +
      "declared method but the token and customer-only ones, and its server signs in and " +
      "refreshes); an upstream set in `UPSTREAM_API_URL` offers those the screens in use call, " +
      'in the conventions and with the additions docs/deploy.md lists under "An external ' +
      'upstream". A screen whose method is missing shows the error the upstream answers. The ' +
      "rest serve the customer portal (`@customer`) or external sign-in. Input and output " +
      "schemas: `/api/openapi.json` of a copy running the built-in upstream, or `lib/contracts/`.",
    "",
    "| Service | Method | Verb | Path | Who may call it | Console | Notes |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const op of ops) {
    const notes = [
      op.raw ? "answers the file's bytes, not the envelope" : "",
      op.multipart ? "multipart/form-data upload" : "",
      SERVER_SIDE.has(op) ? "called by the console's server only" : "",
      op.dataScope ? `data scope of \`${op.dataScope}\`` : "",
    ].filter(Boolean);
    const row = [
      op.service,
      op.method,
      op.verb,
      `\`${op.path}\``,
      callers(op.permission),
      isConsoleCall(op) ? "yes" : "no",
      notes.join("; "),
    ];
    lines.push(`| ${row.map(cell).join(" | ")} |`);
  }
  return `${lines.join("\n")}\n`;
}
