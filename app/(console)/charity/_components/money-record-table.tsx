"use client";

import { FileLinks } from "@/components/file-links";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { DataTableDateRange } from "@/components/data-table/date-range-filter";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { api } from "@/lib/api/client";
import { moneyKinds, moneyPermissions, type TMoneyKind } from "@/lib/contracts/charity-kinds";
import type { TPagedResult } from "@/lib/contracts/common";
import { appEnums, enumMessageKey } from "@/lib/contracts/enum-values";
import { useEnumOptions } from "@/components/use-enum-options";
import type { TFundOption, TMoneyRecordDto } from "@/lib/contracts/charity";
import { formatMoney } from "@/lib/format";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const MoneyRecordFormDialog = dynamic(
  () => import("./money-record-form-dialog").then((m) => m.MoneyRecordFormDialog),
  { ssr: false },
);

const FILTERS = [
  "fundId",
  "paymentMethod",
  "capitalProperty",
  "incomeCategory",
  "isSynced",
  "from",
  "to",
];

export function CreateMoneyRecordButton({
  kind,
  funds,
}: {
  kind: TMoneyKind;
  funds: TFundOption[];
}) {
  const t = useTranslations(`moneyRecords.${kind}`);
  return (
    <CreateButton
      permission={moneyPermissions(kind).create}
      label={t("create")}
      dialog={(close) => <MoneyRecordFormDialog kind={kind} funds={funds} onClose={close} />}
    />
  );
}

/**
 * Donation income, other income or expenses: code, day, counterparty, fund, amount (RMB),
 * payment method, capital property, category (other income), synced and receipts; the footer
 * sums the amount of every record the filters match, on every page.
 */
export function MoneyRecordTable(props: {
  kind: TMoneyKind;
  result: TPagedResult<TMoneyRecordDto> & { sums: { amount: string } };
  params: ListParams;
  funds: TFundOption[];
  source: ListSource;
}) {
  const { kind, funds } = props;
  const t = useTranslations("moneyRecords");
  const tk = useTranslations(`moneyRecords.${kind}`);
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const tr = useTranslations();
  const options = useEnumOptions();
  const can = moneyPermissions(kind);
  const service = api[moneyKinds[kind].service];
  const columns = useCallback(
    (edit: (row: TMoneyRecordDto) => void) => [
      col.text<TMoneyRecordDto>("code", t("code"), {
        sortable: true,
        hideable: false,
        cell: (r) => <span className="font-medium tabular-nums">{r.code}</span>,
      }),
      col.text<TMoneyRecordDto>("occurredOn", t("occurredOn"), {
        sortable: true,
        cell: (r) => <span className="whitespace-nowrap tabular-nums">{r.occurredOn}</span>,
      }),
      col.text<TMoneyRecordDto>("counterparty", tk("counterparty")),
      col.text<TMoneyRecordDto>("fundName", t("fund"), { cell: (r) => r.fundName ?? "—" }),
      col.money<TMoneyRecordDto>("amount", t("amount"), { sortable: true, currency: "RMB" }),
      col.status<TMoneyRecordDto, TMoneyRecordDto["paymentMethod"]>(
        "paymentMethod",
        t("paymentMethod"),
        {
          values: appEnums.CharityPaymentMethod,
          label: (v) => tr(enumMessageKey("CharityPaymentMethod", v)),
        },
      ),
      col.status<TMoneyRecordDto, TMoneyRecordDto["capitalProperty"]>(
        "capitalProperty",
        t("capitalProperty"),
        {
          values: appEnums.CapitalProperty,
          label: (v) => tr(enumMessageKey("CapitalProperty", v)),
          tone: (v) => (v === "Finite" ? "default" : "secondary"),
        },
      ),
      ...(moneyKinds[kind].category
        ? [
            col.text<TMoneyRecordDto>("incomeCategory", t("incomeCategory"), {
              cell: (r) =>
                r.incomeCategory ? tr(enumMessageKey("IncomeCategory", r.incomeCategory)) : "—",
            }),
          ]
        : []),
      col.status<TMoneyRecordDto, boolean>("isSynced", t("synced"), {
        label: (v) => (v ? t("syncedYes") : t("syncedNo")),
        tone: (v) => (v ? "secondary" : "outline"),
      }),
      col.text<TMoneyRecordDto>("attachments", t("receipts"), {
        exportAs: false,
        cell: (r) => <FileLinks files={r.attachments} />,
      }),
      col.actions<TMoneyRecordDto>(tc("actions"), (row) => (
        <RowActions
          name={row.code}
          entity={moneyKinds[kind].entity}
          edit={{ permission: can.edit, onSelect: () => edit(row) }}
          remove={{ permission: can.remove, run: () => service.Delete({ id: row.id }) }}
        />
      )),
    ],
    [can.edit, can.remove, kind, service, t, tc, tk, tr],
  );
  const fundOptions = useMemo(() => funds.map((f) => ({ value: f.id, label: f.name })), [funds]);
  const { totalCount, sums } = props.result;
  return (
    <DialogEditedList
      result={props.result}
      params={props.params}
      source={props.source}
      columns={columns}
      things={te(moneyKinds[kind].entities)}
      search={t("searchPlaceholder")}
      filters={
        <>
          <DataTableSelectFilter name="fundId" label={t("fund")} options={fundOptions} />
          <DataTableSelectFilter
            name="paymentMethod"
            label={t("paymentMethod")}
            options={options("CharityPaymentMethod")}
          />
          <DataTableSelectFilter
            name="capitalProperty"
            label={t("capitalProperty")}
            options={options("CapitalProperty")}
          />
          {moneyKinds[kind].category && (
            <DataTableSelectFilter
              name="incomeCategory"
              label={t("incomeCategory")}
              options={options("IncomeCategory")}
            />
          )}
          <DataTableSelectFilter
            name="isSynced"
            label={t("synced")}
            options={[
              { value: "true", label: t("syncedYes") },
              { value: "false", label: t("syncedNo") },
            ]}
          />
          <DataTableDateRange label={t("occurredOn")} fromLabel={t("from")} toLabel={t("to")} />
        </>
      }
      filterNames={FILTERS}
      footer={{
        label: t("total", { count: totalCount }),
        cells: {
          amount: (
            <span className="font-semibold tabular-nums" data-testid="money-total">
              {formatMoney(sums.amount, "RMB")}
            </span>
          ),
        },
      }}
      createAction={<CreateMoneyRecordButton kind={kind} funds={funds} />}
      editDialog={(row, close) => (
        <MoneyRecordFormDialog kind={kind} funds={funds} item={row} onClose={close} />
      )}
    />
  );
}
