import "server-only";
import Decimal from "decimal.js";
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import {
  AUTO_MATCH_DAYS,
  BankStatement,
  type TBankStatementLineDto,
} from "@/lib/contracts/bank-reconciliation";
import { addDays } from "@/lib/membership";
import { bankStatementLines, bankStatements, funds, moneyRecords } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { getTranslator } from "@/server/i18n";
import {
  created,
  deleted,
  isoOrNull,
  liveRows,
  modified,
  pagedList,
  userNamesById,
  auditFields,
} from "../kit";
import { readStatement } from "./statement-file";

// Bank reconciliation (issue 17 item 2). A line matches a record of the same direction (money in:
// donation or other income; out: an expense) and the same amount; the automatic match also wants
// the days at most AUTO_MATCH_DAYS apart and takes the nearest day, then the lower code. A record
// is matched to one line at most (a unique index). A reconciled statement locks its period.

const s = bankStatements;
const l = bankStatementLines;
const r = moneyRecords;
type StatementRow = typeof bankStatements.$inferSelect;
type LineRow = typeof bankStatementLines.$inferSelect;
type RecordRow = typeof moneyRecords.$inferSelect;

const ENTITY = "BankStatement";
/**
 * A record no line is matched to. Written out whole: inside the subquery an unqualified "id"
 * would be the line's own (drizzle leaves a single table's columns unqualified).
 */
const unmatchedRecord = sql.raw(
  `not exists (select 1 from "bank_statement_lines" m where m."record_id" = "money_records"."id")`,
);
const signedAmount = sql<string>`case when ${r.kind} = 'Expense' then -${r.amount} else ${r.amount} end`;
const sameDirection = (amount: string) =>
  amount.startsWith("-") ? eq(r.kind, "Expense") : ne(r.kind, "Expense");

async function statementOf(ctx: AuthedCtx, id: string, lock = false) {
  const query = ctx.db
    .select()
    .from(s)
    .where(and(eq(s.id, id), liveRows(s, ctx.tenantId)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw AppError.notFound(ENTITY, id);
  return row;
}

/** A line of an open statement, with its statement (locked until the transaction ends). */
async function lineOf(ctx: AuthedCtx, lineId: string) {
  const [line] = await ctx.db
    .select()
    .from(l)
    .where(and(eq(l.id, lineId), eq(l.tenantId, ctx.tenantId)));
  if (!line) throw AppError.notFound("BankStatementLine", lineId);
  const statement = await statementOf(ctx, line.statementId, true);
  if (statement.isReconciled) throw AppError.conflict("api.errors.statement.reconciled");
  return { line, statement };
}

/** The figures of statements: lines, matched, nets, the books' net of the period. */
async function toDtos(ctx: AuthedCtx, rows: StatementRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const figures = await ctx.db
    .select({
      statementId: l.statementId,
      lines: count(),
      matched: sql<number>`count(${l.recordId})::int`,
      net: sql<string>`coalesce(sum(${l.amount}), 0)::numeric(20, 2)::text`,
      matchedNet: sql<string>`coalesce(sum(${l.amount}) filter (where ${l.recordId} is not null), 0)::numeric(20, 2)::text`,
    })
    .from(l)
    .where(inArray(l.statementId, ids))
    .groupBy(l.statementId);
  const byStatement = new Map(figures.map((f) => [f.statementId, f]));
  const names = await userNamesById(
    ctx,
    rows.flatMap((row) => [row.reconcilerUserId, row.reopenerUserId]),
  );
  // the books of every statement: what its lines are matched to (equal to the matched lines, a
  // record of a day just outside the period included), and the period's records no line matches
  const books = await ctx.db
    .select({
      statementId: s.id,
      net: sql<string>`coalesce(sum(${signedAmount}), 0)::numeric(20, 2)::text`,
      unmatched: sql<number>`count(${r.id})::int`,
    })
    .from(s)
    .leftJoin(
      r,
      and(
        liveRows(r, ctx.tenantId),
        gte(r.occurredOn, s.periodFrom),
        lte(r.occurredOn, s.periodTo),
        unmatchedRecord,
      ),
    )
    .where(inArray(s.id, ids))
    .groupBy(s.id);
  const bookOf = new Map(books.map((b) => [b.statementId, b]));
  return rows.map((row) => {
    const unmatched = bookOf.get(row.id) ?? { net: "0.00", unmatched: 0 };
    const f = byStatement.get(row.id);
    const statementNet = f?.net ?? "0.00";
    const matchedNet = f?.matchedNet ?? "0.00";
    const bookNet = new Decimal(matchedNet).plus(unmatched.net).toFixed(2);
    return {
      id: row.id,
      name: row.name,
      periodFrom: row.periodFrom,
      periodTo: row.periodTo,
      fileName: row.fileName,
      isReconciled: row.isReconciled,
      reconciledTime: isoOrNull(row.reconciledTime),
      reconcilerUserName: row.reconcilerUserId ? (names.get(row.reconcilerUserId) ?? null) : null,
      reopenedTime: isoOrNull(row.reopenedTime),
      reopenerUserName: row.reopenerUserId ? (names.get(row.reopenerUserId) ?? null) : null,
      reopenReason: row.reopenReason,
      lineCount: f?.lines ?? 0,
      matchedCount: f?.matched ?? 0,
      statementNet,
      matchedNet,
      bookNet,
      difference: new Decimal(statementNet).minus(bookNet).toFixed(2),
      bookOnlyCount: unmatched.unmatched,
      ...auditFields(row),
    };
  });
}

const one = async (ctx: AuthedCtx, row: StatementRow) => (await toDtos(ctx, [row]))[0]!;

const recordSummary = (rec: RecordRow, fundName: string | null) => ({
  id: rec.id,
  code: rec.code,
  occurredOn: rec.occurredOn,
  amount: rec.amount,
  counterparty: rec.counterparty,
  fundName,
  kind: rec.kind as "Donation" | "OtherIncome" | "Expense",
});

async function fundNames(ctx: AuthedCtx, records: RecordRow[]) {
  const ids = [...new Set(records.map((rec) => rec.fundId).filter((id): id is string => !!id))];
  const rows = ids.length
    ? await ctx.db
        .select({ id: funds.id, name: funds.name })
        .from(funds)
        .where(inArray(funds.id, ids))
    : [];
  return new Map(rows.map((f) => [f.id, f.name]));
}

async function lineDtos(ctx: AuthedCtx, lines: LineRow[]): Promise<TBankStatementLineDto[]> {
  const recordIds = lines.map((line) => line.recordId).filter((id): id is string => !!id);
  const records = recordIds.length
    ? await ctx.db.select().from(r).where(inArray(r.id, recordIds))
    : [];
  const names = await fundNames(ctx, records);
  const byId = new Map(records.map((rec) => [rec.id, rec]));
  return lines.map((line) => {
    const rec = line.recordId ? byId.get(line.recordId) : undefined;
    return {
      id: line.id,
      lineNo: line.lineNo,
      day: line.day,
      amount: line.amount,
      description: line.description,
      counterparty: line.counterparty,
      reference: line.reference,
      matchedBy: line.matchedBy as "Auto" | "Manual" | null,
      record: rec ? recordSummary(rec, rec.fundId ? (names.get(rec.fundId) ?? null) : null) : null,
    };
  });
}

const dayDistance = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * Matches a statement's unmatched lines, in file order, each to the nearest-day unmatched record
 * of its amount and direction at most AUTO_MATCH_DAYS away (then the lower code). One read of
 * the candidates, grouped by direction and amount, then one write per thousand matches.
 */
async function autoMatch(ctx: AuthedCtx, statement: StatementRow) {
  const lines = await ctx.db
    .select()
    .from(l)
    .where(and(eq(l.statementId, statement.id), isNull(l.recordId)))
    .orderBy(asc(l.lineNo));
  if (lines.length === 0) return 0;
  const candidates = await ctx.db
    .select()
    .from(r)
    .where(
      and(
        liveRows(r, ctx.tenantId),
        gte(r.occurredOn, addDays(statement.periodFrom, -AUTO_MATCH_DAYS)),
        lte(r.occurredOn, addDays(statement.periodTo, AUTO_MATCH_DAYS)),
        unmatchedRecord,
      ),
    )
    .orderBy(asc(r.code))
    // a record being changed or deleted meanwhile waits for the matches (and is refused after)
    .for("share");
  // "out:12.50" → the records of that direction and amount, in code order
  const keyOf = (out: boolean, amount: Decimal) => `${out ? "out" : "in"}:${amount.toFixed(2)}`;
  const byKey = new Map<string, RecordRow[]>();
  for (const rec of candidates) {
    const key = keyOf(rec.kind === "Expense", new Decimal(rec.amount));
    byKey.set(key, [...(byKey.get(key) ?? []), rec]);
  }
  const taken = new Set<string>();
  const pairs: { lineId: string; recordId: string }[] = [];
  for (const line of lines) {
    const same = byKey.get(keyOf(line.amount.startsWith("-"), new Decimal(line.amount).abs()));
    let best: RecordRow | undefined;
    for (const rec of same ?? []) {
      if (taken.has(rec.id)) continue;
      const distance = dayDistance(rec.occurredOn, line.day);
      if (distance > AUTO_MATCH_DAYS) continue;
      if (!best || distance < dayDistance(best.occurredOn, line.day)) best = rec;
    }
    if (!best) continue;
    taken.add(best.id);
    pairs.push({ lineId: line.id, recordId: best.id });
  }
  for (let i = 0; i < pairs.length; i += 1000) {
    const chunk = pairs.slice(i, i + 1000);
    await ctx.db.execute(sql`
      update ${l} set record_id = v.record_id::uuid, matched_by = 'Auto'
      from (values ${sql.join(
        chunk.map((p) => sql`(${p.lineId}, ${p.recordId})`),
        sql`, `,
      )}) as v(line_id, record_id)
      where ${l.id} = v.line_id::uuid`);
  }
  return pairs.length;
}

/**
 * Refuses a day in a reconciled statement's period (its records no longer change): on `field`
 * for a form's day, as a conflict for a delete.
 */
export async function assertDayOpen(ctx: AuthedCtx, day: string, field?: string) {
  // every statement covering the day, shared: a Reconcile running now waits for this change,
  // and this change waits for a Reconcile already under way (and then sees it)
  const covering = await ctx.db
    .select({ name: s.name, from: s.periodFrom, to: s.periodTo, isReconciled: s.isReconciled })
    .from(s)
    .where(and(liveRows(s, ctx.tenantId), lte(s.periodFrom, day), gte(s.periodTo, day)))
    .for("share");
  const locked = covering.find((c) => c.isReconciled);
  if (!locked) return;
  const values = { name: locked.name, from: locked.from, to: locked.to };
  throw field
    ? AppError.field(field, "api.errors.statement.periodLocked", values)
    : AppError.conflict("api.errors.statement.periodLocked", values);
}

/** A record matched to a line of an open statement: it changes only after the match is undone. */
export async function assertRecordUnmatched(ctx: AuthedCtx, recordId: string) {
  const [line] = await ctx.db
    .select({ name: s.name, isReconciled: s.isReconciled })
    .from(l)
    .innerJoin(s, eq(s.id, l.statementId))
    .where(eq(l.recordId, recordId))
    .limit(1);
  if (line)
    throw AppError.conflict(
      line.isReconciled
        ? "api.errors.statement.recordReconciled"
        : "api.errors.statement.recordMatched",
      { name: line.name },
    );
}

export const bankStatementService = implement(BankStatement, {
  GetAll: async (input, ctx) => {
    const page = await pagedList<StatementRow, StatementRow>(ctx, {
      table: s,
      where: liveRows(s, ctx.tenantId),
      input,
      sortColumns: {
        periodFrom: s.periodFrom,
        name: sql`lower(${s.name})`,
        creationTime: s.creationTime,
      },
      fallback: [
        { column: s.periodFrom, desc: true },
        { column: s.id, desc: true },
      ],
      toDtos: (rows) => rows,
    });
    return { ...page, items: await toDtos(ctx, page.items) };
  },
  Get: async (input, ctx) => one(ctx, await statementOf(ctx, input.id)),
  Import: async (input, ctx) => {
    const lines = await readStatement(input.file, getTranslator(ctx.locale));
    const outside = lines.find((line) => line.day < input.periodFrom || line.day > input.periodTo);
    if (outside)
      throw AppError.field("file", "api.errors.statement.outsidePeriod", {
        row: outside.lineNo,
        day: outside.day,
      });
    // one statement per period: no overlap with another live statement (imports of a tenant one
    // after the other, so two at once cannot both pass the check)
    await ctx.db.execute(
      sql`select pg_advisory_xact_lock(hashtext('bank_statements.period'), ${ctx.tenantId})`,
    );
    const [overlap] = await ctx.db
      .select({ name: s.name })
      .from(s)
      .where(
        and(
          liveRows(s, ctx.tenantId),
          lte(s.periodFrom, input.periodTo),
          gte(s.periodTo, input.periodFrom),
        ),
      )
      .limit(1);
    if (overlap)
      throw AppError.field("periodFrom", "api.errors.statement.overlaps", { name: overlap.name });
    const [statement] = await ctx.db
      .insert(s)
      .values({
        name: input.name,
        periodFrom: input.periodFrom,
        periodTo: input.periodTo,
        fileName: input.file.name.slice(0, 255) || "statement",
        ...created(ctx),
      })
      .returning();
    for (let i = 0; i < lines.length; i += 500)
      await ctx.db
        .insert(l)
        .values(
          lines
            .slice(i, i + 500)
            .map((line) => ({ ...line, tenantId: ctx.tenantId, statementId: statement!.id })),
        );
    await autoMatch(ctx, statement!);
    return one(ctx, statement!);
  },
  GetLines: async (input, ctx) => {
    await statementOf(ctx, input.statementId);
    const page = await pagedList<LineRow, LineRow>(ctx, {
      table: l,
      where: and(
        eq(l.statementId, input.statementId),
        input.state === "Matched"
          ? isNotNull(l.recordId)
          : input.state === "Unmatched"
            ? isNull(l.recordId)
            : undefined,
      ),
      input,
      sortColumns: { lineNo: l.lineNo, day: l.day, amount: l.amount },
      fallback: [
        { column: l.lineNo, desc: false },
        { column: l.id, desc: false },
      ],
      toDtos: (rows) => rows,
      exact: true,
    });
    return { ...page, items: await lineDtos(ctx, page.items) };
  },
  GetCandidates: async (input, ctx) => {
    const [line] = await ctx.db
      .select()
      .from(l)
      .where(and(eq(l.id, input.lineId), eq(l.tenantId, ctx.tenantId)));
    if (!line) throw AppError.notFound("BankStatementLine", input.lineId);
    await statementOf(ctx, line.statementId);
    const records = await ctx.db
      .select()
      .from(r)
      .where(
        and(
          liveRows(r, ctx.tenantId),
          sameDirection(line.amount),
          eq(r.amount, new Decimal(line.amount).abs().toFixed(2)),
          unmatchedRecord,
        ),
      )
      .orderBy(sql`abs(${r.occurredOn} - ${line.day}::date)`, asc(r.code))
      .limit(20);
    const names = await fundNames(ctx, records);
    return {
      items: records.map((rec) =>
        recordSummary(rec, rec.fundId ? (names.get(rec.fundId) ?? null) : null),
      ),
    };
  },
  AutoMatch: async (input, ctx) => {
    const statement = await statementOf(ctx, input.id, true);
    if (statement.isReconciled) throw AppError.conflict("api.errors.statement.reconciled");
    return { matched: await autoMatch(ctx, statement) };
  },
  Match: async (input, ctx) => {
    const { line } = await lineOf(ctx, input.lineId);
    if (line.recordId) throw AppError.conflict("api.errors.statement.lineMatched");
    const [rec] = await ctx.db
      .select()
      .from(r)
      .where(and(eq(r.id, input.recordId), liveRows(r, ctx.tenantId)))
      .for("update");
    if (!rec) throw AppError.field("recordId", "api.errors.statement.recordUnavailable");
    const signed = rec.kind === "Expense" ? new Decimal(rec.amount).neg() : new Decimal(rec.amount);
    if (!signed.equals(line.amount))
      throw AppError.field("recordId", "api.errors.statement.amountDiffers", {
        line: line.amount,
        record: signed.toFixed(2),
      });
    await assertRecordUnmatched(ctx, rec.id);
    await ctx.db.update(l).set({ recordId: rec.id, matchedBy: "Manual" }).where(eq(l.id, line.id));
    return (await lineDtos(ctx, [{ ...line, recordId: rec.id, matchedBy: "Manual" }]))[0]!;
  },
  Unmatch: async (input, ctx) => {
    const { line } = await lineOf(ctx, input.lineId);
    await ctx.db.update(l).set({ recordId: null, matchedBy: null }).where(eq(l.id, line.id));
    return (await lineDtos(ctx, [{ ...line, recordId: null, matchedBy: null }]))[0]!;
  },
  Reconcile: async (input, ctx) => {
    const statement = await statementOf(ctx, input.id, true);
    if (statement.isReconciled) throw AppError.conflict("api.errors.statement.reconciled");
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: count() })
      .from(l)
      .where(and(eq(l.statementId, statement.id), isNull(l.recordId)));
    if (n > 0) throw AppError.conflict("api.errors.statement.unmatchedLines", { count: n });
    const [row] = await ctx.db
      .update(s)
      .set({
        isReconciled: true,
        reconciledTime: new Date(),
        reconcilerUserId: ctx.user.id,
        ...modified(ctx),
      })
      .where(eq(s.id, statement.id))
      .returning();
    return one(ctx, row!);
  },
  Reopen: async (input, ctx) => {
    // under the row lock: a money record's change reads the statements of its day FOR SHARE
    const statement = await statementOf(ctx, input.id, true);
    if (!statement.isReconciled) throw AppError.conflict("api.errors.statement.notReconciled");
    const [row] = await ctx.db
      .update(s)
      .set({
        isReconciled: false,
        reconciledTime: null,
        reconcilerUserId: null,
        reopenedTime: new Date(),
        reopenerUserId: ctx.user.id,
        reopenReason: input.reason,
        ...modified(ctx),
      })
      .where(eq(s.id, statement.id))
      .returning();
    return one(ctx, row!);
  },
  Delete: async (input, ctx) => {
    const statement = await statementOf(ctx, input.id, true);
    if (statement.isReconciled) throw AppError.conflict("api.errors.statement.reconciled");
    await ctx.db.delete(l).where(eq(l.statementId, statement.id));
    await ctx.db.update(s).set(deleted(ctx)).where(eq(s.id, statement.id));
    return null;
  },
});
