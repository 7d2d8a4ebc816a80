import "server-only";
import type * as z from "zod";
import type { Logger } from "pino";
import type { Db } from "@/server/db/types";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/server/i18n";
import type { Contract, Op, OpSpec } from "@/lib/api/define";

export interface CurrentUser {
  id: string;
  tenantId: number;
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  isAdmin: boolean;
  /** Staff, Customer or Supplier: a Customer reaches its own records through "@customer" methods */
  userType: string;
  roleNames: string[];
}

export interface Ctx {
  db: Db;
  tenantId: number;
  user: CurrentUser | null;
  permissions: ReadonlySet<string>;
  locale: Locale;
  /** culture as ABP names it: en, zh-Hans, es, ja */
  culture: string;
  t: Translate;
  requestId: string;
  log: Logger;
  request: Request;
}

export interface AuthedCtx extends Ctx {
  user: CurrentUser;
}

/** What a handler of a method with this access gets: "@public" handlers may have no user. */
export type CtxFor<A> = A extends "@public" ? Ctx : AuthedCtx;

/** A handler typed by its declaration: checked input in, what the output schema accepts out. */
type Handler<D extends OpSpec> = (
  input: z.output<D["input"]>,
  ctx: CtxFor<D["permission"]>,
) => Promise<z.input<D["output"]>>;

export type Handlers<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

/** A declared method with its implementation, as the dispatcher runs it. */
export interface MethodDef extends Op {
  handler: (input: unknown, ctx: AuthedCtx) => Promise<unknown>;
}

export interface ServiceDef {
  name: string;
  /** "/api/services/app" for application services, "/api" for TokenAuth */
  basePath: string;
  methods: Record<string, MethodDef>;
}

/**
 * Implements a contract from lib/contracts: one handler per declared method, by key. The
 * registry collects the results; a test checks every declaration has exactly one.
 */
export function implement<C extends Contract>(declared: C, handlers: Handlers<C>): ServiceDef {
  const ops = Object.values(declared) as Op[];
  const first = ops[0];
  if (!first) throw new Error("implement: the contract declares no method");
  const methods: Record<string, MethodDef> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const decl = (declared as Record<string, Op>)[name];
    if (!decl) throw new Error(`${first.service}/${name} is implemented but not declared`);
    methods[name] = { ...decl, handler: handler as MethodDef["handler"] };
  }
  return { name: first.service, basePath: first.basePath, methods };
}
