"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { api } from "@/lib/api/client";
import type { TFundDto } from "@/lib/contracts/charity";
import { appEnums, enumMessageKey } from "@/lib/contracts/enum-values";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const FundFormDialog = dynamic(() => import("./fund-form-dialog").then((m) => m.FundFormDialog), {
  ssr: false,
});

export function CreateFundButton() {
  const t = useTranslations("funds");
  return (
    <CreateButton
      permission="Pages.Fund.Create"
      label={t("create")}
      dialog={(close) => <FundFormDialog onClose={close} />}
    />
  );
}

/**
 * Funds: name, capital property, enabled, synced, income, expense and balance (RMB); searched by
 * name, filtered by capital property and enabled; edited in a dialog, deleted after a
 * confirmation (refused while records use the fund).
 */
export function FundTable(props: {
  result: { items: TFundDto[]; totalCount: number };
  params: ListParams;
  source: ListSource;
}) {
  const t = useTranslations("funds");
  const tm = useTranslations("moneyRecords");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const tr = useTranslations();
  const columns = useCallback(
    (edit: (row: TFundDto) => void) => [
      col.text<TFundDto>("name", t("name"), { sortable: true, hideable: false }),
      col.status<TFundDto, TFundDto["capitalProperty"]>("capitalProperty", tm("capitalProperty"), {
        values: appEnums.CapitalProperty,
        label: (v) => tr(enumMessageKey("CapitalProperty", v)),
        tone: (v) => (v === "Finite" ? "default" : "secondary"),
      }),
      col.status<TFundDto, boolean>("isEnabled", t("enabled"), {
        label: (v) => (v ? t("enabledYes") : t("enabledNo")),
        tone: (v) => (v ? "default" : "outline"),
      }),
      col.status<TFundDto, boolean>("isSynced", tm("synced"), {
        label: (v) => (v ? tm("syncedYes") : tm("syncedNo")),
        tone: (v) => (v ? "secondary" : "outline"),
      }),
      col.money<TFundDto>("income", t("income"), { currency: "RMB" }),
      col.money<TFundDto>("expense", t("expense"), { currency: "RMB" }),
      col.money<TFundDto>("balance", t("balance"), { currency: "RMB" }),
      col.date<TFundDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TFundDto>(tc("actions"), (row) => (
        <RowActions
          name={row.name}
          entity="fund"
          edit={{ permission: "Pages.Fund.Edit", onSelect: () => edit(row) }}
          remove={{
            permission: "Pages.Fund.Delete",
            run: () => api.Fund.Delete({ id: row.id }),
          }}
        />
      )),
    ],
    [t, tm, tc, tr],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("funds")}
      search={t("searchPlaceholder")}
      filters={
        <>
          <DataTableSelectFilter
            name="capitalProperty"
            label={tm("capitalProperty")}
            options={appEnums.CapitalProperty.map((v) => ({
              value: v,
              label: tr(enumMessageKey("CapitalProperty", v)),
            }))}
          />
          <DataTableSelectFilter
            name="isEnabled"
            label={t("enabled")}
            options={[
              { value: "true", label: t("enabledYes") },
              { value: "false", label: t("enabledNo") },
            ]}
          />
        </>
      }
      filterNames={["capitalProperty", "isEnabled"]}
      createAction={<CreateFundButton />}
      editDialog={(row, close) => <FundFormDialog item={row} onClose={close} />}
    />
  );
}
