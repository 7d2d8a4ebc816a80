"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { col } from "@/components/data-table/kit";
import {
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import type { TBankStatementDto, TBankStatementLineDto } from "@/lib/contracts/bank-reconciliation";
import type { TPagedResult } from "@/lib/contracts/common";
import type { ListParams } from "@/lib/list-params";
import { MatchDialog } from "./match-dialog";

/**
 * A statement's lines in file order: day, description, counterparty, reference, amount (in
 * positive, out negative) and the record it is matched to (automatically or by hand); an
 * unmatched line offers Match, a matched one Unmatch, while the statement is open.
 */
export function StatementLines(props: {
  statement: TBankStatementDto;
  result: TPagedResult<TBankStatementLineDto>;
  params: ListParams;
}) {
  const { statement } = props;
  const t = useTranslations("bankReconciliation");
  const te = useTranslations("entities");
  const canEdit = useCan("Pages.FinanceManage.BankReconciliation.Edit") && !statement.isReconciled;
  const { run, pending } = useMutation();
  const [matching, setMatching] = useState<TBankStatementLineDto | null>(null);
  const columns = useMemo(
    () => [
      col.number<TBankStatementLineDto>("lineNo", t("row"), { sortable: true }),
      col.text<TBankStatementLineDto>("day", t("day"), {
        sortable: true,
        cell: (l) => <span className="whitespace-nowrap tabular-nums">{l.day}</span>,
      }),
      col.text<TBankStatementLineDto>("description", t("columns.description"), {
        cell: (l) => l.description ?? "—",
      }),
      col.text<TBankStatementLineDto>("counterparty", t("columns.counterparty"), {
        cell: (l) => l.counterparty ?? "—",
      }),
      col.text<TBankStatementLineDto>("reference", t("columns.reference"), {
        cell: (l) => l.reference ?? "—",
      }),
      col.money<TBankStatementLineDto>("amount", t("columns.amount"), {
        sortable: true,
        currency: "RMB",
      }),
      col.text<TBankStatementLineDto>("record", t("record"), {
        exportAs: false,
        cell: (l) =>
          l.record ? (
            <span className="flex flex-col">
              <span className="font-medium tabular-nums">
                {l.record.code}{" "}
                <span className="text-muted-foreground text-xs font-normal">
                  {l.matchedBy === "Auto" ? t("auto") : t("manual")}
                </span>
              </span>
              <span className="text-muted-foreground text-xs">
                {l.record.occurredOn} · {l.record.counterparty}
              </span>
            </span>
          ) : (
            <span className="text-destructive text-sm">{t("unmatched")}</span>
          ),
      }),
      // matching needs Edit on an open statement; without it the column is left out
      ...(!canEdit
        ? []
        : [
            col.actions<TBankStatementLineDto>(t("actions"), (l) =>
              l.record ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={pending}
                  aria-label={t("unmatchLine", { row: l.lineNo })}
                  onClick={() =>
                    void run(() => api.BankStatement.Unmatch({ lineId: l.id }), {
                      success: t("unmatchedToast", { row: l.lineNo }),
                    }).catch(() => {})
                  }
                >
                  {t("unmatch")}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t("matchLine", { row: l.lineNo })}
                  onClick={() => setMatching(l)}
                >
                  {t("match")}
                </Button>
              ),
            ),
          ]),
    ],
    [canEdit, pending, run, t],
  );
  return (
    <section aria-labelledby="lines-heading" className="space-y-3">
      <h2 id="lines-heading" className="text-lg font-semibold">
        {t("linesTitle")}
      </h2>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        getRowId={(l) => l.id}
        things={te("statementLines")}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSelectFilter
              name="state"
              label={t("show")}
              options={[
                { value: "Unmatched", label: t("unmatched") },
                { value: "Matched", label: t("matched") },
              ]}
            />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      {matching && <MatchDialog line={matching} onClose={() => setMatching(null)} />}
    </section>
  );
}
