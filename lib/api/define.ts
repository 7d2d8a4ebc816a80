import * as z from "zod";
import type { Access, PermissionName } from "@/lib/permissions";
import { ZDeletedDto, ZIdInput, ZPagedInput, ZPagedResult } from "@/lib/contracts/common";

type Verb = "GET" | "POST" | "PUT" | "DELETE";

/** What one API method is: everything but its implementation (DESIGN §3). */
export interface OpSpec {
  verb: Verb;
  /** who may call it; "@public" handlers get no user */
  permission: Access;
  input: z.ZodType;
  output: z.ZodType;
  /** one line for the OpenAPI document */
  summary: string;
  /** multipart/form-data instead of JSON (uploads); files arrive as File values */
  multipart?: boolean;
  /**
   * multipart: the largest file it takes, in bytes, when smaller than the largest upload rule
   * (an import). The body is refused beyond it (plus the form's own bytes) while it streams:
   * 413 'The file is larger than N MB', in the dispatcher and in the BFF.
   */
  maxFileBytes?: number;
  /** the handler returns a Response (a file download) instead of a result for the envelope */
  raw?: boolean;
  /** default: mutating methods run in one transaction; false when a failure must still persist writes */
  transactional?: boolean;
  /** false: the console's BFF never forwards to it (anything that returns a token) */
  bff?: boolean;
  /**
   * The records it reads or changes are narrowed to the caller's data scope under this
   * permission (DESIGN §4): outside it a record is absent (404) and lists leave it out. The
   * authorization matrix checks it with a Mine scope.
   */
  dataScope?: PermissionName;
  /**
   * A user who must change their password (ABP's ShouldChangePasswordOnNextLogin) may still call
   * it; every other method that needs a signed-in user answers 403 until they have (issue 15).
   */
  duringPasswordChange?: boolean;
}

/** A declared method: its spec plus where it lives. */
export type Op<
  D extends OpSpec = OpSpec,
  S extends string = string,
  M extends string = string,
> = D & {
  readonly service: S;
  readonly method: M;
  /** "/api/services/app", or "/api" for TokenAuth */
  readonly basePath: string;
  /** "/api/services/app/ProductBrand/GetAll" */
  readonly path: string;
};

/** Declares one method; `const` keeps the permission, verb and flags as literal types. */
export const op = <const D extends OpSpec>(spec: D): D => spec;

export type Contract<
  S extends string = string,
  M extends Record<string, OpSpec> = Record<string, OpSpec>,
> = {
  readonly [K in keyof M & string]: Op<M[K], S, K>;
};

/**
 * One service's methods, declared once beside their schemas in lib/contracts: the server
 * implements them (`implement`), pages call `serverApi.X.Y`, client islands `api.X.Y`.
 */
export function contract<const S extends string, const M extends Record<string, OpSpec>>(
  service: S,
  methods: M,
  /** "/api/services/app" for application services, "/api" for TokenAuth */
  basePath = "/api/services/app",
): Contract<S, M> {
  return Object.freeze(
    Object.fromEntries(
      Object.entries(methods).map(([method, spec]) => [
        method,
        Object.freeze({
          ...spec,
          service,
          method,
          basePath,
          path: `${basePath}/${service}/${method}`,
        }),
      ]),
    ),
  ) as Contract<S, M>;
}

/**
 * The standard entity set (SPEC §7): Create, Update, Get, GetAll and soft Delete, plus the
 * service's own methods in `extra`. The server implements the five with `crudMethods`.
 */
export function crudContract<
  const S extends string,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType<{ id: string }>,
  TList extends z.ZodType,
  TDto extends z.ZodType,
  const R extends Access,
  const C extends Access,
  const U extends Access,
  const D extends Access,
  const E extends Record<string, OpSpec> = Record<never, OpSpec>,
  const X extends PermissionName | undefined = undefined,
  TListOut extends z.ZodType = ReturnType<typeof ZPagedResult<TDto>>,
>(
  service: S,
  o: {
    create: TCreate;
    update: TUpdate;
    list: TList;
    dto: TDto;
    /** GetAll's answer when it carries more than the page (the kit's `sums`); default the page */
    listOutput?: TListOut;
    permissions: {
      read: R;
      create: C;
      update: U;
      delete: D;
      /**
       * The bin (issue 14): with it the entity also gets `Restore` and `GetAllDeleted` (its
       * deleted records, newest deletion first), both under this permission.
       */
      restore?: X;
    };
    /** Get, GetAll, Update and Delete see only the caller's data scope under this permission */
    dataScope?: PermissionName;
  },
  extra?: E,
) {
  const p = o.permissions;
  const dataScope = o.dataScope;
  return contract(service, {
    Create: op({
      verb: "POST",
      permission: p.create,
      summary: `Create a ${service}`,
      input: o.create,
      output: o.dto,
    }),
    Update: op({
      verb: "PUT",
      permission: p.update,
      dataScope,
      summary: `Update a ${service}`,
      input: o.update,
      output: o.dto,
    }),
    Get: op({
      verb: "GET",
      permission: p.read,
      dataScope,
      summary: `Get a ${service}`,
      input: ZIdInput,
      output: o.dto,
    }),
    GetAll: op({
      verb: "GET",
      permission: p.read,
      dataScope,
      summary: `List ${service} records`,
      input: o.list,
      output: (o.listOutput ?? ZPagedResult(o.dto)) as TListOut,
    }),
    Delete: op({
      verb: "DELETE",
      permission: p.delete,
      dataScope,
      summary: `Delete a ${service} (refused while something uses it)`,
      input: ZIdInput,
      output: z.null(),
    }),
    ...(binOps(service, p.restore, dataScope) as X extends PermissionName
      ? ReturnType<typeof binOps<S, X>>
      : Record<never, OpSpec>),
    ...(extra as E),
  });
}

/** Restore and GetAllDeleted of an entity with a bin (none without a `restore` permission). */
function binOps<S extends string, const X extends PermissionName>(
  service: S,
  restore: X | undefined,
  dataScope: PermissionName | undefined,
) {
  if (!restore) return {} as never;
  return {
    Restore: op({
      verb: "POST",
      permission: restore,
      dataScope,
      summary: `Restore a deleted ${service} (and what its delete removed with it)`,
      input: ZIdInput,
      output: z.null(),
    }),
    GetAllDeleted: op({
      verb: "GET",
      permission: restore,
      dataScope,
      summary: `List deleted ${service} records, newest deletion first`,
      input: ZPagedInput,
      output: ZPagedResult(ZDeletedDto),
    }),
  };
}

/** Room for a multipart form's boundaries, headers and small fields around its file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The largest multipart body a method with `maxFileBytes` accepts (dispatcher and BFF). */
export const multipartBodyLimit = (maxFileBytes: number) => maxFileBytes + FORM_OVERHEAD_BYTES;

/** Where the console's client islands send a method (always POST there; GET for raw downloads). */
export const bffUrl = (method: Pick<Op, "service" | "method">) =>
  `/bff/${method.service}/${method.method}`;

/** What a caller sends: the input schema's input (defaults may be left out), or FormData for uploads. */
export type InputOf<D extends OpSpec> = D extends { multipart: true }
  ? FormData
  : z.input<D["input"]>;
/** What a caller gets back: the output schema's output (the server checked it). */
export type OutputOf<D extends OpSpec> = z.output<D["output"]>;
/** A call's arguments: the input may be left out when every field is optional. */
export type InputArgs<D extends OpSpec> =
  Record<string, never> extends InputOf<D> ? [input?: InputOf<D>] : [input: InputOf<D>];

/** Query string of a GET or DELETE (ABP style: arrays as repeated keys, empty values left out). */
export function toQuery(input: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === "") continue;
      params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
