import * as z from "zod";

/**
 * ABP paging input (DESIGN §3): default 10, max 1000. `after` / `before` (issue 16) are the
 * `pageCursors` of the page before or after the wanted one: our API then pages by keyset; an
 * upstream that does not know them pages by `skipCount`, which callers always send too.
 */
export const ZPagedInput = z.object({
  skipCount: z.number().int().min(0).default(0),
  maxResultCount: z.number().int().min(1).max(1000).default(10),
  after: z.string().max(4000).optional(),
  before: z.string().max(4000).optional(),
});

/** Where a page's first and last rows stand in the list's order (opaque; for `after` / `before`). */
export const ZPageCursors = z.object({ first: z.string(), last: z.string() });
export type TPageCursors = z.infer<typeof ZPageCursors>;

export interface TSortField<F extends string> {
  field: F;
  desc: boolean;
}

/**
 * `sorting` as ABP sends it ("field asc, other desc"), checked against an allow-list of fields
 * (case-insensitive in, canonical out). Anything else is refused with a validation error.
 */
export function zSorting<const F extends readonly [string, ...string[]]>(fields: F) {
  const byLower = new Map(fields.map((f) => [f.toLowerCase(), f as F[number]]));
  return z
    .string()
    .max(200)
    .optional()
    .transform((value, ctx): TSortField<F[number]>[] | undefined => {
      if (value === undefined || value.trim() === "") return undefined;
      const out: TSortField<F[number]>[] = [];
      for (const part of value.split(",")) {
        const match = /^\s*([A-Za-z][A-Za-z0-9]*)(?:\s+(asc|desc))?\s*$/i.exec(part);
        const field = match?.[1] ? byLower.get(match[1].toLowerCase()) : undefined;
        if (!match || !field) {
          ctx.addIssue({
            code: "custom",
            message: "validation.sortingInvalid",
            params: { allowed: fields.join(", ") },
          });
          return z.NEVER;
        }
        out.push({ field, desc: match[2]?.toLowerCase() === "desc" });
      }
      return out;
    });
}

export function ZPagedSortedInput<const F extends readonly [string, ...string[]]>(fields: F) {
  return ZPagedInput.extend({ sorting: zSorting(fields) });
}

export function ZPagedResult<T extends z.ZodType>(item: T) {
  return z.object({
    totalCount: z.number().int(),
    /** true when totalCount is an estimate (a very long list, issue 16); exact otherwise */
    totalCountIsEstimate: z.boolean().optional(),
    items: z.array(item),
    /** present when the list pages by keyset: Next sends `last` as `after`, Previous `first` as `before` */
    pageCursors: ZPageCursors.optional(),
  });
}

/**
 * A page that also carries sums over every row the filter matches, not only the page (the money
 * lists' footers): each key a decimal string with 2 places ("12345.60"). The crud kit's `sums`.
 */
export function ZSummedPagedResult<T extends z.ZodType, const K extends string>(
  item: T,
  keys: readonly K[],
) {
  return ZPagedResult(item).extend({
    sums: z.object(Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>),
  });
}

export type TPagedResult<T> = {
  totalCount: number;
  totalCountIsEstimate?: boolean;
  items: T[];
  pageCursors?: TPageCursors;
};

export function ZListResult<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export const ZEntityId = z.uuid();
export const ZIdInput = z.object({ id: ZEntityId });
export type TIdInput = z.infer<typeof ZIdInput>;

export const ZVoid = z.null().optional();

/** Times travel as ISO 8601 strings (UTC). */
export const ZDateTime = z.iso.datetime({ offset: true });

/** Audit columns as every DTO shows them. */
export const ZAuditedDto = z.object({
  creationTime: ZDateTime,
  creatorUserId: z.uuid().nullable(),
  lastModificationTime: ZDateTime.nullable(),
  lastModifierUserId: z.uuid().nullable(),
});

/** A record in an entity's bin (issue 14): what it was called, when and by whom it was deleted. */
export const ZDeletedDto = z.object({
  id: z.uuid(),
  name: z.string(),
  creatorUserId: z.uuid().nullable(),
  /** null for a row another tool marked deleted without a time (shown as "—", listed last) */
  deletionTime: ZDateTime.nullable(),
  deleterUserId: z.uuid().nullable(),
  deleterUserName: z.string().nullable(),
});
export type TDeletedDto = z.infer<typeof ZDeletedDto>;

export const ZNameValue = z.object({ name: z.string(), value: z.string() });

// --- field schemas shared by the contracts (one rule, one message each) --------------------

/** Required text, trimmed, at most `max` characters. */
export const zRequired = (max: number) =>
  z.string().trim().min(1, "validation.required").max(max, "validation.tooLong");
/** Optional text, trimmed, at most `max` characters (null or absent when not given). */
export const zOptionalText = (max: number) =>
  z.string().trim().max(max, "validation.tooLong").nullish();

/** A link the website renders: an http(s) address or a path of the site ("/about"); never javascript: and the like. */
export const LINK_PATTERN = /^$|^(https?:\/\/[^\s/]\S*|\/(?!\/)\S*)$/i;
/** An optional link (see LINK_PATTERN), at most `max` characters. */
export const zOptionalLink = (max: number) =>
  z.string().trim().max(max, "validation.tooLong").regex(LINK_PATTERN, "validation.link").nullish();

/** What a phone number may look like: digits, spaces, + ( ) - (SPEC §5). */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{5,32}$/;
/** A required phone number. */
export const ZPhone = zRequired(32).regex(PHONE_PATTERN, "validation.phone");
/** A required e-mail address: 'Please fill in the correct email address' (SPEC §5). */
export const ZEmailAddress = zRequired(256).pipe(z.email("validation.email"));

/** Refuses a SKU listed twice in a document's lines, on the second line's skuId. */
export function refineUniqueSkus(lines: readonly { skuId: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.skuId))
      ctx.addIssue({ code: "custom", path: [index, "skuId"], message: "validation.duplicateSku" });
    seen.add(line.skuId);
  });
}
