"use client";

import dynamic from "next/dynamic";
import { Download, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import {
  binOf,
  col,
  CreateButton,
  DialogEditedList,
  RowActions,
} from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import type { TSupplierDto } from "@/lib/contracts/supplier";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const SupplierFormDialog = dynamic(
  () => import("./supplier-form-dialog").then((m) => m.SupplierFormDialog),
  { ssr: false },
);
const SupplierImportDialog = dynamic(
  () => import("./supplier-import-dialog").then((m) => m.SupplierImportDialog),
  { ssr: false },
);

function CreateSupplierButton() {
  const t = useTranslations("suppliers");
  return (
    <CreateButton
      permission="Pages.Purchase.Supplier.Create"
      label={t("create")}
      dialog={(close) => <SupplierFormDialog onClose={close} />}
    />
  );
}

const bin = binOf(api.Supplier, "Pages.Purchase.Supplier.Restore", "supplier");

/** The header's actions, each shown only with its permission: template, import, create. */
export function SupplierActions() {
  const t = useTranslations("suppliers");
  const canImport = useCan("Pages.Purchase.Supplier.Import");
  const [importing, setImporting] = useState(false);
  return (
    <>
      {canImport && (
        <>
          <Button variant="outline" asChild>
            {/* a raw GET through the BFF: the browser saves the file under the server's name */}
            <a href={api.Supplier.DownloadTemplate.url} download>
              <Download />
              {t("downloadTemplate")}
            </a>
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload />
            {t("importButton")}
          </Button>
          {importing && <SupplierImportDialog onClose={() => setImporting(false)} />}
        </>
      )}
      <CreateSupplierButton />
    </>
  );
}

/** Sees sale prices: a switch for those who may change it, otherwise what it is. */
function VisibilityCell({ supplier }: { supplier: TSupplierDto }) {
  const t = useTranslations("suppliers");
  const can = useCan("Pages.Purchase.Supplier.SetSalePriceVisible");
  const { mutate, pending } = useMutation();
  if (!can) return <span>{supplier.isSalePriceVisible ? t("visible") : t("hidden")}</span>;
  return (
    <Switch
      checked={supplier.isSalePriceVisible}
      disabled={pending}
      aria-label={t("toggleLabel", { name: supplier.supplierName })}
      onCheckedChange={(checked) =>
        void mutate(
          api.Supplier.SetSalePriceVisible,
          { id: supplier.id, isSalePriceVisible: checked },
          {
            success: () => t(checked ? "nowVisible" : "nowHidden", { name: supplier.supplierName }),
          },
        ).catch(() => {})
      }
    />
  );
}

/** Suppliers: search, sale-price filter, sorting; edit in a dialog; delete unless a stock-in names it. */
export function SupplierTable(props: {
  result: { items: TSupplierDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("suppliers");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const columns = useCallback(
    (edit: (s: TSupplierDto) => void) => [
      col.text<TSupplierDto>("supplierName", t("supplierName"), {
        sortable: true,
        hideable: false,
      }),
      col.text<TSupplierDto>("realName", t("realName"), { sortable: true }),
      col.text<TSupplierDto>("mobilePhone", t("mobilePhone")),
      col.text<TSupplierDto>("isSalePriceVisible", t("isSalePriceVisible"), {
        cell: (s) => <VisibilityCell supplier={s} />,
      }),
      col.date<TSupplierDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TSupplierDto>(tc("actions"), (s) => (
        <RowActions
          name={s.supplierName}
          entity="supplier"
          edit={{ permission: "Pages.Purchase.Supplier.Edit", onSelect: () => edit(s) }}
          remove={{
            permission: "Pages.Purchase.Supplier.Delete",
            run: () => api.Supplier.Delete({ id: s.id }),
            undo: { bin, id: s.id },
          }}
        />
      )),
    ],
    [t, tc],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("suppliers")}
      search={t("searchPlaceholder")}
      filters={
        <DataTableSelectFilter
          name="isSalePriceVisible"
          label={t("salePrices")}
          options={[
            { value: "true", label: t("visible") },
            { value: "false", label: t("hidden") },
          ]}
        />
      }
      filterNames={["isSalePriceVisible"]}
      bin={bin}
      createAction={<CreateSupplierButton />}
      editDialog={(s, close) => <SupplierFormDialog supplier={s} onClose={close} />}
    />
  );
}
