"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { col, CreateButton } from "@/components/data-table/kit";
import { DataTableToolbar, DataTableViewOptions } from "@/components/data-table/toolbar";
import type { TBankStatementDto } from "@/lib/contracts/bank-reconciliation";
import type { TPagedResult } from "@/lib/contracts/common";
import { formatMoney } from "@/lib/format";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ImportStatementDialog = dynamic(
  () => import("./import-statement-dialog").then((m) => m.ImportStatementDialog),
  { ssr: false },
);

export function ImportStatementButton() {
  const t = useTranslations("bankReconciliation");
  return (
    <CreateButton
      permission="Pages.FinanceManage.BankReconciliation.Import"
      label={t("import")}
      dialog={(close) => <ImportStatementDialog onClose={close} />}
    />
  );
}

/** The statement's state: reconciled (locked) or how far its matching has come. */
export function StatementState({ statement: s }: { statement: TBankStatementDto }) {
  const t = useTranslations("bankReconciliation");
  return s.isReconciled ? (
    <span className="bg-primary text-primary-foreground rounded-md px-2 py-0.5 text-xs font-medium">
      {t("reconciled")}
    </span>
  ) : (
    <span className="rounded-md border px-2 py-0.5 text-xs font-medium">
      {t("matchedOf", { matched: s.matchedCount, lines: s.lineCount })}
    </span>
  );
}

/**
 * Bank statements: name (to its lines), period, file, lines matched, the statement's net, the
 * difference from the books, and its state.
 */
export function StatementTable(props: {
  result: TPagedResult<TBankStatementDto>;
  params: ListParams;
  source: ListSource;
}) {
  const t = useTranslations("bankReconciliation");
  const te = useTranslations("entities");
  const columns = useMemo(
    () => [
      col.link<TBankStatementDto>("name", t("name"), (s) => `/charity/bankReconciliation/${s.id}`, {
        sortable: true,
      }),
      col.text<TBankStatementDto>("periodFrom", t("period"), {
        sortable: true,
        cell: (s) => (
          <span className="whitespace-nowrap tabular-nums">
            {t("periodRange", { from: s.periodFrom, to: s.periodTo })}
          </span>
        ),
      }),
      col.text<TBankStatementDto>("fileName", t("file")),
      col.number<TBankStatementDto>("lineCount", t("lines")),
      col.money<TBankStatementDto>("statementNet", t("statementNet"), { currency: "RMB" }),
      col.text<TBankStatementDto>("difference", t("difference"), {
        exportAs: { kind: "money" },
        cell: (s) => (
          <span
            className={s.difference === "0.00" ? "tabular-nums" : "text-destructive tabular-nums"}
          >
            {formatMoney(s.difference, "RMB")}
          </span>
        ),
      }),
      col.text<TBankStatementDto>("isReconciled", t("state"), {
        exportAs: { labels: () => ({ true: t("reconciled"), false: t("open") }) },
        cell: (s) => <StatementState statement={s} />,
      }),
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(s) => s.id}
      things={te("bankStatements")}
      createAction={<ImportStatementButton />}
      toolbar={(table) => (
        <DataTableToolbar>
          <DataTableViewOptions table={table} />
        </DataTableToolbar>
      )}
    />
  );
}
