import "server-only";
import { and, eq, ilike, or } from "drizzle-orm";
import type * as z from "zod";
import { clientAddress } from "@/lib/client-address";
import {
  OrganizationApply,
  type TOrganizationApplyDto,
  type ZOrganizationApplyInput,
} from "@/lib/contracts/organization-apply";
import { organizationApplies, organizations, tenants } from "@/server/db/schema";
import { type AuthedCtx, type Ctx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { rateLimiter, tooManyRequests } from "@/server/http/rate-limit";
import { crudMethods, getRow, nameTaken } from "../crud";
import { actorId, auditFields, likePattern } from "../kit";

// /api/services/app/OrganizationApply/* (issue 17 item 4): applications to join. Submit is the
// website's (public, a few an hour per client address, shared by every copy on Redis); staff
// enter, edit and decide them. Approving creates the organisation from the application (its name
// and credit code must still be free); rejecting keeps the reason.

const a = organizationApplies;
type Row = typeof a.$inferSelect;
type Input = z.output<typeof ZOrganizationApplyInput>;

/** Submissions per client address an hour. */
const SUBMITS_PER_HOUR = 5;
const submitsByClient = rateLimiter({
  name: "organization-apply:submit",
  points: SUBMITS_PER_HOUR,
  durationSeconds: 3600,
});

const toDto = (r: Row): TOrganizationApplyDto => ({
  id: r.id,
  name: r.name,
  kind: r.kind as TOrganizationApplyDto["kind"],
  creditCode: r.creditCode,
  contactName: r.contactName,
  contactPhone: r.contactPhone,
  emailAddress: r.emailAddress,
  address: r.address,
  description: r.description,
  state: r.state as TOrganizationApplyDto["state"],
  fromWebsite: r.fromWebsite,
  decisionComment: r.decisionComment,
  organizationId: r.organizationId,
  ...auditFields(r),
});

const valuesOf = (input: Input) => ({
  name: input.name,
  kind: input.kind,
  creditCode: input.creditCode || null,
  contactName: input.contactName,
  contactPhone: input.contactPhone,
  emailAddress: input.emailAddress,
  address: input.address || null,
  description: input.description,
});

/** The pending application under a row lock (a second decision waits, then is refused). */
async function pending(ctx: AuthedCtx, id: string) {
  const row = (await getRow(a, ctx, id, "OrganizationApply", undefined, true)) as Row;
  if (row.state !== "Pending") throw AppError.conflict("api.errors.applyDecided");
  return row;
}

async function decided(
  ctx: AuthedCtx,
  row: Row,
  state: "Approved" | "Rejected",
  comment: string | null,
  organizationId: string | null = null,
) {
  const [updated] = await ctx.db
    .update(a)
    .set({
      state,
      decisionComment: comment,
      organizationId,
      lastModificationTime: new Date(),
      lastModifierUserId: actorId(ctx),
    })
    .where(eq(a.id, row.id))
    .returning();
  return toDto(updated!);
}

export const organizationApplyService = implement(OrganizationApply, {
  ...crudMethods(OrganizationApply, {
    table: a,
    sortColumns: { name: a.name, creationTime: a.creationTime },
    defaultOrder: [
      { column: a.creationTime, desc: true },
      { column: a.id, desc: true },
    ],
    where: (input) =>
      and(
        input.keyword
          ? or(
              ilike(a.name, likePattern(input.keyword)),
              ilike(a.contactName, likePattern(input.keyword)),
              ilike(a.emailAddress, likePattern(input.keyword)),
            )
          : undefined,
        input.state ? eq(a.state, input.state) : undefined,
      ),
    toValues: async (input: Input, _ctx, existing) => {
      if (existing && existing.state !== "Pending")
        throw AppError.conflict("api.errors.applyDecided");
      return valuesOf(input);
    },
    beforeDelete: async (row) => {
      if (row.state === "Approved") throw AppError.conflict("api.errors.applyApprovedKept");
    },
    toDtos: async (rows) => (rows as Row[]).map(toDto),
  }),
  Submit: async (input, ctx: Ctx) => {
    const byClient = await submitsByClient.hit(clientAddress(ctx.request.headers) ?? "local");
    if (byClient.isOver) throw tooManyRequests("api.errors.tooManyApplies", byClient.retryAfterMs);
    // a tenant that is not there takes no applications
    const [tenant] = await ctx.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(
        and(eq(tenants.id, ctx.tenantId), eq(tenants.isDeleted, false), eq(tenants.isActive, true)),
      );
    if (!tenant) throw AppError.notFound("Tenant", String(ctx.tenantId));
    const [row] = await ctx.db
      .insert(a)
      .values({ ...valuesOf(input), tenantId: ctx.tenantId, fromWebsite: true })
      .returning({ id: a.id, state: a.state });
    return { id: row!.id, state: row!.state as TOrganizationApplyDto["state"] };
  },
  Approve: async ({ id, comment }, ctx) => {
    const row = await pending(ctx, id);
    // the organisation it becomes: its name and credit code must still be free
    // as the unique indexes compare (credit codes are stored upper case)
    if (await nameTaken(ctx, organizations, organizations.name, row.name, undefined))
      throw AppError.conflict("api.errors.applyNameTaken", { name: row.name });
    if (
      row.creditCode &&
      (await nameTaken(ctx, organizations, organizations.creditCode, row.creditCode, undefined))
    )
      throw AppError.conflict("api.errors.creditCodeTaken", { name: row.creditCode });
    const [org] = await ctx.db
      .insert(organizations)
      .values({
        tenantId: ctx.tenantId,
        name: row.name,
        kind: row.kind,
        creditCode: row.creditCode,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        address: row.address,
        description: row.description,
        creatorUserId: actorId(ctx),
      })
      .returning({ id: organizations.id });
    return decided(ctx, row, "Approved", comment || null, org!.id);
  },
  Reject: async ({ id, comment }, ctx) => decided(ctx, await pending(ctx, id), "Rejected", comment),
});
