import "server-only";
import type * as z from "zod";
import type { Logger } from "pino";
import type { Db } from "@/server/db/client";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/server/i18n";

type Verb = "GET" | "POST" | "PUT" | "DELETE";

/** "@public": anyone; "@authenticated": any signed-in user; a name or a list (any of) otherwise. */
export type Access = "@public" | "@authenticated" | string | readonly string[];

export interface CurrentUser {
  id: string;
  tenantId: number;
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  isAdmin: boolean;
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

export interface MethodDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  verb: Verb;
  permission: Access;
  input: I;
  output: O;
  /** one line for the OpenAPI document */
  summary: string;
  /** multipart/form-data instead of JSON (uploads); files arrive as File values */
  multipart?: boolean;
  /** the handler returns a Response (a file download) instead of a result for the envelope */
  raw?: boolean;
  /** default: mutating methods run in one transaction; false when a failure must still persist writes */
  transactional?: boolean;
  handler: (input: z.output<I>, ctx: AuthedCtx) => Promise<z.input<O>>;
}

/** Declares one method; the generic keeps handler input/output tied to the schemas. */
export function method<I extends z.ZodType, O extends z.ZodType>(def: MethodDef<I, O>): MethodDef {
  return def as unknown as MethodDef;
}

export interface ServiceDef {
  name: string;
  /** "/api/services/app" for application services, "/api" for TokenAuth */
  basePath?: string;
  methods: Record<string, MethodDef>;
}

export function service(
  name: string,
  methods: Record<string, MethodDef>,
  basePath?: string,
): ServiceDef {
  return { name, methods, basePath };
}
