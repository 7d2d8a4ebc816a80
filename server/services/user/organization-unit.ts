import "server-only";
import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  ne,
  notExists,
  or,
  sql,
} from "drizzle-orm";
import { OrganizationUnit, type TOrganizationUnitDto } from "@/lib/contracts/organization-unit";
import { organizationUnits, userOrganizationUnits, users } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { assertNameFree, crudMethods, getRow, usedBy } from "../crud";
import { actorId, auditFields, likePattern, liveRows, modified, pagedList } from "../kit";

// /api/services/app/OrganizationUnit/* (issue 17 item 4): the departments tree the MyDepartment
// data scopes read (server/auth/data-scope.ts). A unit's code is its parent's code and five digits
// (00001.00002); a new unit takes the next number under its parent, counting deleted units too
// (the codes are unique in the tenant, deleted or not). A move re-codes the unit and every unit
// under it, deleted ones included, so a code prefix always means "under". Creates and moves take
// one lock per tenant, so two of them never pick the same code.

const t = organizationUnits;
const m = userOrganizationUnits;
type Row = typeof t.$inferSelect;
const ENTITY = "OrganizationUnit";
const CODE_DIGITS = 5;

const lockTree = (ctx: AuthedCtx) =>
  ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext('organization_units.code'), ${ctx.tenantId})`,
  );

/** The live unit `id`, or a 400 on `field` (a parent or a move's target that is gone). */
async function liveUnit(ctx: AuthedCtx, id: string, field: string) {
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), eq(t.id, id)))
    // shared lock: a delete of it running now finishes first, and then it is gone
    .for("share");
  if (!row) throw AppError.field(field, "api.errors.selectionUnavailable");
  return row;
}

/** The code a new child of `parentCode` (null: the top) gets: one past the highest under it. */
async function nextCode(ctx: AuthedCtx, parentCode: string | null) {
  // parts of up to 9 digits (ours have 5; a longer one made elsewhere is not counted)
  const pattern = parentCode
    ? `^${parentCode.replaceAll(".", "\\.")}\\.[0-9]{1,9}$`
    : "^[0-9]{1,9}$";
  const [row] = await ctx.db
    .select({
      last: sql<
        number | null
      >`max(split_part(${t.code}, '.', ${(parentCode?.split(".").length ?? 0) + 1})::int)`,
    })
    .from(t)
    .where(and(eq(t.tenantId, ctx.tenantId), sql`${t.code} ~ ${pattern}`));
  const n = Number(row?.last ?? 0) + 1;
  const part = String(n).padStart(CODE_DIGITS, "0");
  return parentCode ? `${parentCode}.${part}` : part;
}

/** Live units and live users directly in each of `ids`. */
async function countsOf(ctx: AuthedCtx, ids: string[]) {
  if (ids.length === 0) return { children: new Map<string, number>(), members: new Map() };
  const children = await ctx.db
    .select({ id: t.parentId, n: count() })
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), inArray(t.parentId, ids)))
    .groupBy(t.parentId);
  const members = await ctx.db
    .select({ id: m.organizationUnitId, n: count() })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(and(inArray(m.organizationUnitId, ids), eq(users.isDeleted, false)))
    .groupBy(m.organizationUnitId);
  return {
    children: new Map(children.map((r) => [r.id!, r.n])),
    members: new Map<string, number>(members.map((r) => [r.id, r.n])),
  };
}

async function toDtos(rows: Row[], ctx: AuthedCtx): Promise<TOrganizationUnitDto[]> {
  const { children, members } = await countsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    code: r.code,
    displayName: r.displayName,
    memberCount: members.get(r.id) ?? 0,
    childCount: children.get(r.id) ?? 0,
    ...auditFields(r),
  }));
}

/** Names are unique among a unit's live siblings (ignoring case). */
const assertNameFreeUnder = (
  ctx: AuthedCtx,
  name: string,
  parentId: string | null,
  exceptId?: string,
) =>
  assertNameFree(t, ctx, name, {
    exceptId,
    field: "displayName",
    column: t.displayName,
    where: parentId ? eq(t.parentId, parentId) : isNull(t.parentId),
    message: "api.errors.departmentNameTaken",
  });

/** Moves `unit` under `newParentId` (null: the top): it and all under it are re-coded. */
async function move(ctx: AuthedCtx, id: string, newParentId: string | null) {
  await lockTree(ctx);
  const unit = await getRow(t, ctx, id, ENTITY, undefined, true);
  if (unit.parentId === newParentId) return;
  let parentCode: string | null = null;
  if (newParentId) {
    const parent = await liveUnit(ctx, newParentId, "newParentId");
    // not under itself or anything under it
    if (parent.code === unit.code || parent.code.startsWith(`${unit.code}.`))
      throw AppError.field("newParentId", "api.errors.departmentUnderItself");
    parentCode = parent.code;
  }
  await assertNameFreeUnder(ctx, unit.displayName, newParentId, unit.id);
  const code = await nextCode(ctx, parentCode);
  const old = unit.code as string;
  await ctx.db
    .update(t)
    .set({ code: sql`${code} || substr(${t.code}, ${old.length + 1})` })
    .where(
      and(
        eq(t.tenantId, ctx.tenantId),
        or(eq(t.code, old), like(t.code, `${old}.%`)),
        ne(t.id, unit.id),
      ),
    );
  await ctx.db
    .update(t)
    .set({ code, parentId: newParentId, ...modified(ctx) })
    .where(eq(t.id, unit.id));
}

/** Live staff users matching `keyword` (user name, name, surname or e-mail). */
const userMatches = (keyword: string | undefined) =>
  keyword
    ? or(
        ilike(users.userName, likePattern(keyword)),
        ilike(users.name, likePattern(keyword)),
        ilike(users.surname, likePattern(keyword)),
        ilike(users.emailAddress, likePattern(keyword)),
      )
    : undefined;

/** Live users who work in the console (customers, who register themselves, are in no unit). */
const staffOf = (ctx: AuthedCtx) =>
  and(liveRows(users, ctx.tenantId), ne(users.userType, "Customer"));

export const organizationUnitService = implement(OrganizationUnit, {
  ...crudMethods(OrganizationUnit, {
    table: t,
    sortColumns: {
      displayName: sql`lower(${t.displayName})`,
      code: t.code,
      creationTime: t.creationTime,
    },
    defaultOrder: [asc(t.code), sql`${t.id}`],
    where: (input) =>
      and(
        input.parentId ? eq(t.parentId, input.parentId) : undefined,
        input.keyword ? ilike(t.displayName, likePattern(input.keyword)) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      if (existing) {
        await assertNameFreeUnder(
          ctx,
          input.displayName,
          existing.parentId as string | null,
          existing.id,
        );
        return { displayName: input.displayName };
      }
      const parentId = (input as { parentId?: string | null }).parentId ?? null;
      await lockTree(ctx);
      const parent = parentId ? await liveUnit(ctx, parentId, "parentId") : null;
      await assertNameFreeUnder(ctx, input.displayName, parentId);
      return {
        parentId,
        code: await nextCode(ctx, parent?.code ?? null),
        displayName: input.displayName,
      };
    },
    inUseBy: [usedBy(t, t.parentId, t.displayName)],
    labelOf: (row) => String(row.displayName),
    // its members leave it (a data scope then no longer counts them as its people)
    beforeDelete: async (row, ctx) => {
      await ctx.db.delete(m).where(eq(m.organizationUnitId, row.id));
    },
    toDtos: (rows, ctx) => toDtos(rows as Row[], ctx),
  }),
  MoveOrganizationUnit: async (input, ctx) => {
    await move(ctx, input.id, input.newParentId);
    const [row] = await ctx.db.select().from(t).where(eq(t.id, input.id));
    return (await toDtos([row!], ctx))[0]!;
  },
  GetOrganizationUnitUsers: async (input, ctx) => {
    const unit = await getRow(t, ctx, input.id, ENTITY);
    return pagedList(ctx, {
      table: m,
      where: and(
        eq(m.organizationUnitId, unit.id),
        sql`exists (select 1 from ${users} where ${users.id} = ${m.userId} and ${and(
          eq(users.isDeleted, false),
          userMatches(input.keyword),
        )})`,
      ),
      input,
      sortColumns: {
        userName: sql`(select lower(${users.userName}) from ${users} where ${users.id} = ${m.userId})`,
        name: sql`(select lower(${users.name}) from ${users} where ${users.id} = ${m.userId})`,
        addedTime: m.creationTime,
      },
      fallback: [asc(m.creationTime), asc(m.userId)],
      exact: true,
      toDtos: async (rows: (typeof m.$inferSelect)[]) => {
        const people = rows.length
          ? await ctx.db
              .select()
              .from(users)
              .where(
                inArray(
                  users.id,
                  rows.map((r) => r.userId),
                ),
              )
          : [];
        const byId = new Map(people.map((u) => [u.id, u]));
        return rows.map((r) => {
          const u = byId.get(r.userId)!;
          return {
            id: u.id,
            userName: u.userName,
            name: u.name,
            surname: u.surname,
            emailAddress: u.emailAddress,
            isActive: u.isActive,
            addedTime: r.creationTime.toISOString(),
          };
        });
      },
    });
  },
  FindUsers: async (input, ctx) => {
    const unit = await getRow(t, ctx, input.organizationUnitId, ENTITY);
    const items = await ctx.db
      .select({
        id: users.id,
        userName: users.userName,
        name: users.name,
        surname: users.surname,
      })
      .from(users)
      .where(
        and(
          staffOf(ctx),
          userMatches(input.keyword),
          notExists(
            ctx.db
              .select({ one: sql`1` })
              .from(m)
              .where(and(eq(m.userId, users.id), eq(m.organizationUnitId, unit.id))),
          ),
        ),
      )
      .orderBy(sql`lower(${users.userName})`)
      .limit(20);
    return { items };
  },
  AddUsersToOrganizationUnit: async (input, ctx) => {
    const unit = await getRow(t, ctx, input.organizationUnitId, ENTITY, undefined, true);
    const wanted = [...new Set(input.userIds)];
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(staffOf(ctx), inArray(users.id, wanted)));
    if (found.length !== wanted.length)
      throw AppError.field("userIds", "api.errors.selectionUnavailable");
    const added = await ctx.db
      .insert(m)
      .values(
        wanted.map((userId) => ({
          userId,
          organizationUnitId: unit.id,
          tenantId: ctx.tenantId,
          creatorUserId: actorId(ctx),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: m.userId });
    return { added: added.length };
  },
  RemoveUserFromOrganizationUnit: async (input, ctx) => {
    const unit = await getRow(t, ctx, input.organizationUnitId, ENTITY, undefined, true);
    const removed = await ctx.db
      .delete(m)
      .where(and(eq(m.organizationUnitId, unit.id), eq(m.userId, input.userId)))
      .returning({ id: m.userId });
    if (removed.length === 0) throw AppError.notFound("OrganizationUnitUser", input.userId);
    return null;
  },
});
