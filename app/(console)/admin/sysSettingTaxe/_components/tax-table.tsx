"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { col, CreateButton, RowActions } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { ListToolbar } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TTaxSettingDto } from "@/lib/contracts/settings";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { taxPlace } from "../../_components/tax-place";

export function CreateTaxButton() {
  const t = useTranslations("settings.taxes");
  return (
    <CreateButton
      permission="Pages.Admin.Taxes.Create"
      label={t("create")}
      href="/admin/sysSettingTaxeCreate"
    />
  );
}

/** Tax rates: province, GST %, QST %, their sum, the default's badge and the remark. */
export function TaxTable(props: {
  result: TPagedResult<TTaxSettingDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("settings.taxes");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const columns = useMemo(() => {
    const percent = (key: "gstRate" | "qstRate" | "totalRate", title: string, sortable = false) =>
      col.text<TTaxSettingDto>(key, title, {
        sortable,
        cell: (r) => <span className="tabular-nums">{t("percent", { rate: r[key] })}</span>,
      });
    return [
      col.text<TTaxSettingDto>("provinceName", t("province"), {
        sortable: true,
        hideable: false,
        cell: (r) => (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{taxPlace(r, t("noProvince"))}</span>
            {r.isDefault && <Badge>{t("default")}</Badge>}
          </span>
        ),
      }),
      col.text<TTaxSettingDto>("countryName", t("country")),
      percent("gstRate", t("gst"), true),
      percent("qstRate", t("qst"), true),
      percent("totalRate", t("totalRate")),
      col.text<TTaxSettingDto>("remark", t("remark"), {
        cell: (r) => (
          <span className="line-clamp-2 max-w-80 whitespace-normal">{r.remark ?? "—"}</span>
        ),
      }),
      col.actions<TTaxSettingDto>(tc("actions"), (r) => <TaxActions rate={r} />),
    ];
  }, [t, tc]);
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(r) => r.id}
      things={te("taxRates")}
      createAction={<CreateTaxButton />}
      toolbar={(table) => <ListToolbar table={table} search={t("searchPlaceholder")} />}
    />
  );
}

function TaxActions({ rate }: { rate: TTaxSettingDto }) {
  const t = useTranslations("settings.taxes");
  const canSetDefault = useCan("Pages.Admin.Taxes.SetDefault");
  const { run } = useMutation();
  const name = taxPlace(rate, t("noProvince"));
  return (
    <RowActions
      name={name}
      entity="taxRate"
      edit={{ permission: "Pages.Admin.Taxes.Edit", href: `/admin/sysSettingTaxeEdit/${rate.id}` }}
      remove={{
        permission: "Pages.Admin.Taxes.Delete",
        run: () => api.SysSettingTaxe.Delete({ id: rate.id }),
        hint: rate.isDefault ? t("deleteDefaultHint") : undefined,
      }}
    >
      {canSetDefault && !rate.isDefault && (
        <DropdownMenuItem
          onSelect={() =>
            run(() => api.SysSettingTaxe.SetDefault({ id: rate.id }), {
              success: t("defaultSet", { name }),
            })
          }
        >
          {t("setDefault")}
        </DropdownMenuItem>
      )}
    </RowActions>
  );
}
