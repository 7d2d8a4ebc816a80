import "server-only";
import { newestFirst } from "@/server/db/keyset";
import { and, count, eq, inArray, or, sql } from "drizzle-orm";
import { clientAddress } from "@/lib/client-address";
import {
  FEEDBACK_SUBMITS_PER_MINUTE,
  Feedback,
  FeedbackReply,
  type TFeedbackDto,
  type TFeedbackReplyDto,
  type TMyFeedbackDto,
} from "@/lib/contracts/feedback";
import { FEEDBACK_TYPE_KEY } from "@/lib/contracts/data-dictionary";
import type { TFeedbackSource } from "@/lib/contracts/enums";
import { feedbackReplies, feedbacks } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { rateLimiter, tooManyRequests } from "@/server/http/rate-limit";
import { crudMethods, getRow } from "../crud";
import { dictionaryKey, dictionaryNames } from "../system/data-dictionary";
import {
  actorId,
  auditFields,
  likePattern,
  liveRows,
  modified,
  pagedList,
  userNamesById,
} from "../kit";

// /api/services/app/Feedback/* and FeedbackReply/* (SPEC §3, §4, §7 Feedback; issue 13 item 2).
// Saving a reply (ReplySave or FeedbackReply.Create) marks its feedback replied; a customer sees
// only its own feedback (GetMy) and only the replies staff have not hidden.

const f = feedbacks;
const r = feedbackReplies;
type FeedbackRow = typeof feedbacks.$inferSelect;
type ReplyRow = typeof feedbackReplies.$inferSelect;

/** Submits per client address a minute, shared by every copy of the app on Redis. */
const submitsByClient = rateLimiter({
  name: "feedback:submit",
  points: FEEDBACK_SUBMITS_PER_MINUTE,
  durationSeconds: 60,
});

/** The feedback's type: a live value of the FeedbackType dictionary (400 on typeCode otherwise). */
const typeCodeOf = (ctx: AuthedCtx, given: string, kept?: string) =>
  dictionaryKey(ctx, FEEDBACK_TYPE_KEY, given, {
    field: "typeCode",
    message: "api.errors.unknownFeedbackType",
    kept,
  });

async function feedbackDtos(rows: FeedbackRow[], ctx: AuthedCtx): Promise<TFeedbackDto[]> {
  const types = await dictionaryNames(ctx, FEEDBACK_TYPE_KEY);
  const names = await userNamesById(
    ctx,
    rows.map((row) => row.userId),
  );
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await ctx.db
        .select({ feedbackId: r.feedbackId, n: count() })
        .from(r)
        .where(and(inArray(r.feedbackId, ids), eq(r.isDeleted, false)))
        .groupBy(r.feedbackId)
    : [];
  const countOf = new Map(counts.map((c) => [c.feedbackId, c.n]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    contactType: row.contactType,
    typeCode: row.typeCode,
    typeName: types.get(row.typeCode) ?? row.typeCode,
    sourceType: row.sourceType as TFeedbackSource,
    isShowPortal: row.isShowPortal,
    isReplied: row.isReplied,
    userId: row.userId,
    userName: row.userId ? (names.get(row.userId) ?? null) : null,
    replyCount: countOf.get(row.id) ?? 0,
    ...auditFields(row),
  }));
}

async function replyDtos(rows: ReplyRow[], ctx: AuthedCtx): Promise<TFeedbackReplyDto[]> {
  const names = await userNamesById(
    ctx,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    feedbackId: row.feedbackId,
    content: row.content,
    isHide: row.isHide,
    userId: row.userId,
    userName: row.userId ? (names.get(row.userId) ?? null) : null,
    ...auditFields(row),
  }));
}

/** The customer's own feedback with the replies not hidden, oldest reply first. */
async function myDtos(rows: FeedbackRow[], ctx: AuthedCtx): Promise<TMyFeedbackDto[]> {
  const types = await dictionaryNames(ctx, FEEDBACK_TYPE_KEY);
  const ids = rows.map((row) => row.id);
  const replies = ids.length
    ? await ctx.db
        .select()
        .from(r)
        .where(and(inArray(r.feedbackId, ids), liveRows(r, ctx.tenantId), eq(r.isHide, false)))
        .orderBy(r.creationTime, r.id)
    : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    contactType: row.contactType,
    typeCode: row.typeCode,
    typeName: types.get(row.typeCode) ?? row.typeCode,
    isReplied: row.isReplied,
    creationTime: row.creationTime.toISOString(),
    replies: replies
      .filter((reply) => reply.feedbackId === row.id)
      .map((reply) => ({
        id: reply.id,
        content: reply.content,
        creationTime: reply.creationTime.toISOString(),
      })),
  }));
}

/** The live feedback a reply is for (404 otherwise), made replied. */
async function markReplied(ctx: AuthedCtx, feedbackId: string) {
  const row = await getRow(f, ctx, feedbackId, "Feedback", undefined, true);
  if (!row.isReplied)
    await ctx.db
      .update(f)
      .set({ isReplied: true, ...modified(ctx) })
      .where(eq(f.id, feedbackId));
}

const replyCrud = crudMethods(FeedbackReply, {
  table: r,
  sortColumns: { creationTime: r.creationTime },
  defaultOrder: [sql`${r.creationTime}`, sql`${r.id}`],
  // replies of live feedback only
  scope: async (ctx) =>
    inArray(r.feedbackId, ctx.db.select({ id: f.id }).from(f).where(liveRows(f, ctx.tenantId))),
  where: (input) =>
    and(
      input.feedbackId ? eq(r.feedbackId, input.feedbackId) : undefined,
      input.isHide === undefined ? undefined : eq(r.isHide, input.isHide),
    ),
  toValues: async (input, ctx, existing) => {
    if (existing) return { content: input.content };
    const create = input as { feedbackId: string; content: string };
    await markReplied(ctx, create.feedbackId);
    return { feedbackId: create.feedbackId, content: create.content, userId: actorId(ctx) };
  },
  labelOf: (row) => String(row.content).slice(0, 40),
  toDtos: (rows, ctx) => replyDtos(rows as ReplyRow[], ctx),
});

/** Show or hide one reply to the feedback's sender. */
async function setHidden(ctx: AuthedCtx, id: string, isHide: boolean) {
  await getRow(r, ctx, id, "FeedbackReply", undefined, true);
  await ctx.db
    .update(r)
    .set({ isHide, ...modified(ctx) })
    .where(eq(r.id, id));
  return replyCrud.Get({ id }, ctx);
}

const feedbackCrud = crudMethods(Feedback, {
  table: f,
  sortColumns: {
    creationTime: f.creationTime,
    title: sql`lower(${f.title})`,
    typeCode: f.typeCode,
  },
  where: (input) =>
    and(
      input.keyword
        ? or(
            sql`${f.title} ilike ${likePattern(input.keyword)}`,
            sql`${f.content} ilike ${likePattern(input.keyword)}`,
          )
        : undefined,
      input.isReplied === undefined ? undefined : eq(f.isReplied, input.isReplied),
      input.isShowPortal === undefined ? undefined : eq(f.isShowPortal, input.isShowPortal),
      input.typeCode ? eq(f.typeCode, input.typeCode) : undefined,
      input.sourceType ? eq(f.sourceType, input.sourceType) : undefined,
    ),
  toValues: async (input, ctx, existing) => ({
    title: input.title,
    content: input.content,
    contactType: input.contactType || null,
    typeCode: await typeCodeOf(ctx, input.typeCode, existing?.typeCode as string | undefined),
    isShowPortal: input.isShowPortal,
    ...(existing ? {} : { sourceType: "Console" }),
  }),
  labelOf: (row) => String(row.title),
  alsoDelete: [{ table: r, where: (id) => eq(r.feedbackId, id) }],
  toDtos: (rows, ctx) => feedbackDtos(rows as FeedbackRow[], ctx),
});

export const feedbackService = implement(Feedback, {
  ...feedbackCrud,
  Submit: async (input, ctx) => {
    const byClient = await submitsByClient.hit(clientAddress(ctx.request.headers) ?? "local");
    if (byClient.isOver)
      throw tooManyRequests("api.errors.tooManyFeedbacks", byClient.retryAfterMs);
    const typeCode = await typeCodeOf(ctx, input.typeCode);
    const [row] = await ctx.db
      .insert(f)
      .values({
        tenantId: ctx.tenantId,
        creatorUserId: actorId(ctx),
        title: input.title,
        content: input.content,
        contactType: input.contactType || null,
        typeCode,
        sourceType: "Portal",
        userId: ctx.user.id,
      })
      .returning();
    const [dto] = await myDtos([row!], ctx);
    return dto!;
  },
  GetMy: async (input, ctx) =>
    pagedList<FeedbackRow, TMyFeedbackDto>(ctx, {
      table: f,
      where: and(liveRows(f, ctx.tenantId), eq(f.userId, ctx.user.id)),
      input,
      sortColumns: { creationTime: f.creationTime },
      fallback: newestFirst(f),
      toDtos: (rows) => myDtos(rows, ctx),
    }),
  ReplySave: async (input, ctx) => replyCrud.Create(input, ctx),
  ShowPortal: async (input, ctx) => {
    await getRow(f, ctx, input.id, "Feedback", undefined, true);
    await ctx.db
      .update(f)
      .set({ isShowPortal: input.isShowPortal, ...modified(ctx) })
      .where(eq(f.id, input.id));
    return feedbackCrud.Get({ id: input.id }, ctx);
  },
});

export const feedbackReplyService = implement(FeedbackReply, {
  ...replyCrud,
  Show: async (input, ctx) => setHidden(ctx, input.id, false),
  Hidden: async (input, ctx) => setHidden(ctx, input.id, true),
});
