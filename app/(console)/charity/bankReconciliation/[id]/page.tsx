import { getTimeZone, getTranslations } from "next-intl/server";
import { DetailList } from "@/components/detail-list";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { BankStatement } from "@/lib/contracts/bank-reconciliation";
import { formatDateTime, formatMoney } from "@/lib/format";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { loadOr404 } from "@/lib/load-or-404";
import { StatementActions } from "../_components/statement-actions";
import { StatementLines } from "../_components/statement-lines";
import { StatementState } from "../_components/statement-table";

/**
 * A bank statement: its figures (lines matched, the statement's and the books' nets, the
 * difference), Auto-match and Reconcile, and its lines, each matched or offered a match by hand.
 */
export default async function StatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: PageSearch;
}) {
  const { id } = await params;
  const [t, timeZone] = await Promise.all([getTranslations("bankReconciliation"), getTimeZone()]);
  const list = readListInput(BankStatement.GetLines.input, {
    ...(await searchParams),
    statementId: id,
  });
  const [s, lines] = await Promise.all([
    loadOr404(() => serverApi.BankStatement.Get({ id })),
    loadOr404(() => serverApi.BankStatement.GetLines({ ...list.input, statementId: id })),
  ]);
  return (
    <>
      <PageHeader
        title={s.name}
        description={t("periodRange", { from: s.periodFrom, to: s.periodTo })}
        actions={<StatementActions statement={s} />}
      />
      <div className="space-y-6">
        <DetailList
          id="statement"
          title={t("figures")}
          rows={[
            [t("state"), <StatementState key="state" statement={s} />],
            [t("file"), s.fileName],
            [t("statementNet"), formatMoney(s.statementNet, "RMB")],
            [t("matchedNet"), formatMoney(s.matchedNet, "RMB")],
            [t("bookNet"), formatMoney(s.bookNet, "RMB")],
            [
              t("difference"),
              <span
                key="difference"
                data-testid="statement-difference"
                className={
                  s.difference === "0.00" ? "tabular-nums" : "text-destructive tabular-nums"
                }
              >
                {formatMoney(s.difference, "RMB")}
              </span>,
            ],
            [t("bookOnly"), t("bookOnlyCount", { count: s.bookOnlyCount })],
            ...(s.isReconciled
              ? [
                  [
                    t("reconciledBy"),
                    `${s.reconcilerUserName ?? "—"} · ${formatDateTime(s.reconciledTime, timeZone)}`,
                  ] as [string, string],
                ]
              : []),
            ...(s.reopenedTime
              ? [
                  [
                    t("reopenedBy"),
                    t("reopenedLine", {
                      who: s.reopenerUserName ?? "—",
                      when: formatDateTime(s.reopenedTime, timeZone),
                      reason: s.reopenReason ?? "",
                    }),
                  ] as [string, string],
                ]
              : []),
          ]}
        />
        <StatementLines statement={s} result={lines} params={list.params} />
      </div>
    </>
  );
}
