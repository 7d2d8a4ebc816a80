import type { Op } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";

/** Who may call a method, as its declaration says; `unknown` fails the suites that use it. */
export type AccessRule =
  | { kind: "public" }
  | { kind: "authenticated" }
  /** any one of these permissions */
  | { kind: "permission"; anyOf: readonly string[] }
  | { kind: "unknown"; declared: unknown };

/** One declared method, as the generated suites (authorization matrix, fuzzing) see it. */
export interface DeclaredMethod {
  /** "ProductBrand/GetAll" */
  id: string;
  service: string;
  name: string;
  verb: Op["verb"];
  basePath: string;
  path: string;
  access: AccessRule;
  /** the permission whose data scope narrows the records it sees (DESIGN §4) */
  dataScope?: string;
  multipart: boolean;
  raw: boolean;
  op: Op;
}

export function accessOf(permission: unknown): AccessRule {
  if (permission === "@public") return { kind: "public" };
  if (permission === "@authenticated") return { kind: "authenticated" };
  const names = typeof permission === "string" ? [permission] : permission;
  if (
    Array.isArray(names) &&
    names.length > 0 &&
    names.every(
      (n) =>
        typeof n === "string" &&
        (n === "@customer" ||
          n === "@authenticated" ||
          /^[A-Z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*$/.test(n)),
    )
  )
    return { kind: "permission", anyOf: names as string[] };
  return { kind: "unknown", declared: permission };
}

/** What the authorization gate answers a caller: let through, "sign in first" (401) or 403. */
export type Outcome = "allowed" | "signInFirst" | "forbidden";

/**
 * The answer the declaration promises a caller (signed in or not, holding some permissions; a
 * staff caller holds "@authenticated", a customer "@customer");
 * throws for access it cannot classify, so a new kind of marker fails the matrix until it is
 * taught here.
 */
export function expectedOutcome(
  rule: AccessRule,
  caller: { signedIn: boolean; holds: (permission: string) => boolean },
): Outcome {
  switch (rule.kind) {
    case "public":
      return "allowed";
    case "authenticated":
      if (!caller.signedIn) return "signInFirst";
      return caller.holds("@authenticated") ? "allowed" : "forbidden";
    case "permission":
      if (!caller.signedIn) return "signInFirst";
      return rule.anyOf.some(caller.holds) ? "allowed" : "forbidden";
    default:
      throw new Error(`cannot classify the declared access ${JSON.stringify(rule.declared)}`);
  }
}

/**
 * Every method declared in lib/contracts (the same list the server implements and the OpenAPI
 * document describes): a method enters the generated suites by being declared.
 */
export const declaredMethods: readonly DeclaredMethod[] = Object.values(contracts).flatMap((c) =>
  (Object.values(c) as Op[]).map((op) => ({
    id: `${op.service}/${op.method}`,
    service: op.service,
    name: op.method,
    verb: op.verb,
    basePath: op.basePath,
    path: op.path,
    access: accessOf(op.permission),
    dataScope: op.dataScope,
    multipart: op.multipart === true,
    raw: op.raw === true,
    op,
  })),
);
