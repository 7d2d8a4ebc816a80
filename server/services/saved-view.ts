import "server-only";
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  SavedView,
  type TSavedViewDto,
  type TSavedViewVisibility,
  UNSAVED_QUERY_KEYS,
} from "@/lib/contracts/saved-view";
import { columnLayouts, roles, savedViews, userRoles, users } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { type AuthedCtx, implement } from "@/server/http/define";
import { isoOrNull, liveRows } from "./kit";

// /api/services/app/SavedView/* (issue 14 item 3): saved views of the console's lists and each
// user's column layouts. Anyone signed in (staff) keeps their own; a view is seen by its owner,
// by the holders of the role it is shared with, or by everyone (Global), and changed by its owner
// only. A view the caller cannot see answers 404, as if it did not exist.

const v = savedViews;
type ViewRow = typeof savedViews.$inferSelect;

/** The live roles the caller holds. */
async function myRoleIds(ctx: AuthedCtx): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), liveRows(roles, ctx.tenantId)))
    .where(eq(userRoles.userId, ctx.user.id));
  return rows.map((r) => r.id);
}

/** Views the caller may see: its own, those shared with one of its roles, the global ones. */
async function visibleTo(ctx: AuthedCtx): Promise<SQL> {
  const roleIds = await myRoleIds(ctx);
  const branches: SQL[] = [eq(v.ownerUserId, ctx.user.id), eq(v.visibility, "Global")];
  if (roleIds.length)
    branches.push(and(eq(v.visibility, "Role"), inArray(v.roleId, roleIds)) as SQL);
  return and(eq(v.tenantId, ctx.tenantId), or(...branches)) as SQL;
}

async function toDtos(ctx: AuthedCtx, rows: ViewRow[]): Promise<TSavedViewDto[]> {
  const roleIds = [...new Set(rows.flatMap((r) => (r.roleId ? [r.roleId] : [])))];
  const ownerIds = [...new Set(rows.map((r) => r.ownerUserId))];
  const [roleRows, ownerRows] = await Promise.all([
    roleIds.length
      ? ctx.db
          .select({ id: roles.id, name: roles.displayName })
          .from(roles)
          .where(inArray(roles.id, roleIds))
      : [],
    ownerIds.length
      ? ctx.db
          .select({ id: users.id, userName: users.userName })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : [],
  ]);
  const roleName = new Map(roleRows.map((r) => [r.id, r.name]));
  const ownerName = new Map(ownerRows.map((u) => [u.id, u.userName]));
  return rows.map((row) => ({
    id: row.id,
    listKey: row.listKey,
    name: row.name,
    query: row.query,
    columns: row.columns,
    visibility: row.visibility as TSavedViewVisibility,
    roleId: row.visibility === "Role" ? row.roleId : null,
    roleName: row.visibility === "Role" && row.roleId ? (roleName.get(row.roleId) ?? null) : null,
    ownerUserName: ownerName.get(row.ownerUserId) ?? "",
    isOwner: row.ownerUserId === ctx.user.id,
    creationTime: row.creationTime.toISOString(),
    lastModificationTime: isoOrNull(row.lastModificationTime),
  }));
}

/** A view the caller may see, or 404. */
async function visibleView(ctx: AuthedCtx, id: string): Promise<ViewRow> {
  const [row] = await ctx.db
    .select()
    .from(v)
    .where(and(eq(v.id, id), await visibleTo(ctx)));
  if (!row) throw AppError.notFound("SavedView", id);
  return row;
}

/** A view the caller owns: 404 when it cannot see it, 403 when it sees it but does not own it. */
async function ownView(ctx: AuthedCtx, id: string): Promise<ViewRow> {
  const row = await visibleView(ctx, id);
  if (row.ownerUserId !== ctx.user.id)
    throw new AppError("forbidden", "api.errors.savedViewNotOwner");
  return row;
}

/** The query as a list reads it, without the page and the view link (a view opens on page 1). */
function normalisedQuery(query: string): string {
  const params = new URLSearchParams(query.trim().replace(/^\?/, ""));
  for (const key of UNSAVED_QUERY_KEYS) params.delete(key);
  return params.toString();
}

/**
 * Who may see it besides the owner. Role: a live role the caller holds, or any with
 * ShareAnyRole; Global: only with ShareGlobal. Refusals are field errors the dialog shows.
 */
async function sharing(
  ctx: AuthedCtx,
  input: { visibility: TSavedViewVisibility; roleId?: string | null },
): Promise<{ visibility: TSavedViewVisibility; roleId: string | null }> {
  if (input.visibility === "Global") {
    if (!ctx.permissions.has("Pages.SavedViews.ShareGlobal"))
      throw AppError.field("visibility", "api.errors.savedViewCannotShareGlobal");
    return { visibility: "Global", roleId: null };
  }
  if (input.visibility === "Private" || !input.roleId)
    return { visibility: "Private", roleId: null };
  const [role] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, input.roleId), liveRows(roles, ctx.tenantId)));
  if (!role) throw AppError.field("roleId", "api.errors.savedViewUnknownRole");
  if (
    !ctx.permissions.has("Pages.SavedViews.ShareAnyRole") &&
    !(await myRoleIds(ctx)).includes(role.id)
  )
    throw AppError.field("roleId", "api.errors.savedViewCannotShareRole");
  return { visibility: "Role", roleId: role.id };
}

/** One name per owner and list (ignoring case): a clear 400 on the name instead of a 409. */
async function assertNameFree(
  ctx: AuthedCtx,
  listKey: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  const [clash] = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        eq(v.tenantId, ctx.tenantId),
        eq(v.ownerUserId, ctx.user.id),
        eq(v.listKey, listKey),
        sql`lower(${v.name}) = lower(${name})`,
        exceptId ? sql`${v.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash) throw AppError.field("name", "api.errors.savedViewNameTaken", { name });
}

export const savedViewService = implement(SavedView, {
  async GetAll({ listKey }, ctx) {
    const rows = await ctx.db
      .select()
      .from(v)
      .where(and(eq(v.listKey, listKey), await visibleTo(ctx)))
      .orderBy(asc(sql`lower(${v.name})`), asc(v.id));
    return { items: await toDtos(ctx, rows) };
  },

  async Get({ id }, ctx) {
    const [dto] = await toDtos(ctx, [await visibleView(ctx, id)]);
    return dto!;
  },

  async Create(input, ctx) {
    await assertNameFree(ctx, input.listKey, input.name);
    const [row] = await ctx.db
      .insert(v)
      .values({
        tenantId: ctx.tenantId,
        ownerUserId: ctx.user.id,
        creatorUserId: ctx.user.id,
        listKey: input.listKey,
        name: input.name,
        query: normalisedQuery(input.query),
        columns: input.columns,
        ...(await sharing(ctx, input)),
      })
      .returning();
    const [dto] = await toDtos(ctx, [row!]);
    return dto!;
  },

  async Update(input, ctx) {
    const view = await ownView(ctx, input.id);
    await assertNameFree(ctx, view.listKey, input.name, view.id);
    const [row] = await ctx.db
      .update(v)
      .set({
        name: input.name,
        query: normalisedQuery(input.query),
        columns: input.columns,
        ...(await sharing(ctx, input)),
        lastModificationTime: new Date(),
        lastModifierUserId: ctx.user.id,
      })
      .where(eq(v.id, view.id))
      .returning();
    const [dto] = await toDtos(ctx, [row!]);
    return dto!;
  },

  async Delete({ id }, ctx) {
    const view = await ownView(ctx, id);
    await ctx.db.delete(v).where(eq(v.id, view.id));
    return null;
  },

  async GetShareRoles(_input, ctx) {
    const any = ctx.permissions.has("Pages.SavedViews.ShareAnyRole");
    const mine = any ? [] : await myRoleIds(ctx);
    if (!any && mine.length === 0) return { items: [] };
    const rows = await ctx.db
      .select({ id: roles.id, name: roles.name, displayName: roles.displayName })
      .from(roles)
      .where(and(liveRows(roles, ctx.tenantId), any ? undefined : inArray(roles.id, mine)))
      .orderBy(asc(roles.displayName), asc(roles.id));
    return { items: rows };
  },

  async GetLayouts(_input, ctx) {
    const rows = await ctx.db
      .select({ listKey: columnLayouts.listKey, columns: columnLayouts.columns })
      .from(columnLayouts)
      .where(and(eq(columnLayouts.tenantId, ctx.tenantId), eq(columnLayouts.userId, ctx.user.id)))
      .orderBy(asc(columnLayouts.listKey));
    return { items: rows };
  },

  async SetLayout({ listKey, columns }, ctx) {
    const mine = and(eq(columnLayouts.userId, ctx.user.id), eq(columnLayouts.listKey, listKey));
    if (!columns) {
      await ctx.db.delete(columnLayouts).where(mine);
      return null;
    }
    await ctx.db
      .insert(columnLayouts)
      .values({ tenantId: ctx.tenantId, userId: ctx.user.id, listKey, columns })
      .onConflictDoUpdate({
        target: [columnLayouts.userId, columnLayouts.listKey],
        set: { columns, updatedTime: new Date() },
      });
    return null;
  },
});
