"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CreateButton, RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { useMutation, useSaid } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TStockInDto } from "@/lib/contracts/stock";
import { formatDateTime } from "@/lib/format";
import { STOCK_IN_LIST, stockInDetail, stockInEdit } from "./stock-in-routes";

// What the stock-in list and a stock-in's page share: the warehoused status, and the actions
// (edit, warehouse it, delete), each shown with its permission and only while the stock-in is
// not warehoused (a warehoused one is read-only; the server says 409 anyway).

type StockIn = Pick<
  TStockInDto,
  | "id"
  | "inStorageCode"
  | "isWarehoused"
  | "warehousedTime"
  | "warehouseName"
  | "locationCode"
  | "lines"
>;

export function CreateStockInButton() {
  const t = useTranslations("warehouse.stockIns");
  return (
    <CreateButton
      permission="Pages.Warehouse.InStorage.Create"
      label={t("create")}
      href="/warehouse/warehouseInStorageMainCreate"
    />
  );
}

/** Warehoused (with when) or not, as a badge. */
export function WarehousedStatus({ stockIn }: { stockIn: Omit<StockIn, "lines" | "id"> }) {
  const t = useTranslations("warehouse.stockIns");
  const timeZone = useTimeZone() ?? "UTC";
  if (!stockIn.isWarehoused) return <Badge variant="outline">{t("notWarehoused")}</Badge>;
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <Badge>{t("warehoused")}</Badge>
      <span className="text-muted-foreground text-xs whitespace-nowrap tabular-nums">
        {formatDateTime(stockIn.warehousedTime, timeZone)}
      </span>
    </span>
  );
}

/** "Warehouse ST-1?": what warehousing does, asked before it is done. */
function WarehouseItDialog({
  stockIn,
  open,
  onOpenChange,
}: {
  stockIn: StockIn;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("warehouse.stockIns");
  const { run } = useMutation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("warehouseTitle", { code: stockIn.inStorageCode })}
      description={t("warehouseHint", {
        count: stockIn.lines.length,
        warehouse: stockIn.warehouseName,
        location: stockIn.locationCode,
      })}
      confirmLabel={t("warehouseIt")}
      onConfirm={() =>
        run(() => api.WarehouseInStorageMain.Warehousing({ id: stockIn.id }), {
          success: t("warehousedToast", { code: stockIn.inStorageCode }),
        })
      }
    />
  );
}

/** The row menu: Details, Edit, Warehouse it and Delete, as the stock-in's state allows. */
export function StockInRowActions({ stockIn }: { stockIn: StockIn }) {
  const t = useTranslations("warehouse.stockIns");
  const tc = useTranslations("common");
  const canEdit = useCan("Pages.Warehouse.InStorage.Edit");
  const canWarehouse = useCan("Pages.Warehouse.InStorage.Warehousing");
  const [confirming, setConfirming] = useState(false);
  const open = !stockIn.isWarehoused;
  return (
    <>
      <RowActions
        name={stockIn.inStorageCode}
        entity="stockIn"
        edit={
          open
            ? { permission: "Pages.Warehouse.InStorage.Edit", href: stockInEdit(stockIn.id) }
            : undefined
        }
        remove={
          open
            ? {
                permission: "Pages.Warehouse.InStorage.Delete",
                run: () => api.WarehouseInStorageMain.Delete({ id: stockIn.id }),
              }
            : undefined
        }
      >
        <DropdownMenuItem asChild>
          <Link href={stockInDetail(stockIn.id)}>{tc("details")}</Link>
        </DropdownMenuItem>
        {!open && canEdit && (
          // says why before anyone tries: a warehoused stock-in is read-only
          <DropdownMenuItem disabled className="flex-col items-start gap-0.5">
            {tc("edit")}
            <span className="text-muted-foreground text-xs">{t("readOnlyShort")}</span>
          </DropdownMenuItem>
        )}
        {open && canWarehouse && (
          <DropdownMenuItem onSelect={() => setConfirming(true)}>
            {t("warehouseIt")}
          </DropdownMenuItem>
        )}
      </RowActions>
      {open && canWarehouse && (
        <WarehouseItDialog stockIn={stockIn} open={confirming} onOpenChange={setConfirming} />
      )}
    </>
  );
}

/** A stock-in page's actions: back to the list, and Edit, Warehouse it and Delete as allowed. */
export function StockInDetailActions({ stockIn }: { stockIn: StockIn }) {
  const t = useTranslations("warehouse.stockIns");
  const tc = useTranslations("common");
  const tt = useTranslations("table");
  const router = useRouter();
  const said = useSaid("stockIn");
  const { run } = useMutation();
  const open = !stockIn.isWarehoused;
  const canEdit = useCan("Pages.Warehouse.InStorage.Edit") && open;
  const canWarehouse = useCan("Pages.Warehouse.InStorage.Warehousing") && open;
  const canDelete = useCan("Pages.Warehouse.InStorage.Delete") && open;
  const [dialog, setDialog] = useState<"warehouse" | "delete" | null>(null);
  const opener = (which: "warehouse" | "delete") => (next: boolean) =>
    setDialog(next ? which : null);
  return (
    <>
      <Button variant="outline" asChild>
        <Link href={STOCK_IN_LIST}>{tc("back")}</Link>
      </Button>
      {canDelete && (
        <Button variant="outline" onClick={() => setDialog("delete")}>
          {tc("delete")}
        </Button>
      )}
      {canEdit && (
        <Button variant="outline" asChild>
          <Link href={stockInEdit(stockIn.id)}>{tc("edit")}</Link>
        </Button>
      )}
      {canWarehouse && <Button onClick={() => setDialog("warehouse")}>{t("warehouseIt")}</Button>}
      {canWarehouse && (
        <WarehouseItDialog
          stockIn={stockIn}
          open={dialog === "warehouse"}
          onOpenChange={opener("warehouse")}
        />
      )}
      {canDelete && (
        <ConfirmDialog
          open={dialog === "delete"}
          onOpenChange={opener("delete")}
          title={tt("confirmDelete", { name: stockIn.inStorageCode })}
          destructive
          confirmLabel={tc("delete")}
          onConfirm={async () => {
            await run(() => api.WarehouseInStorageMain.Delete({ id: stockIn.id }), {
              success: said("deleted", stockIn.inStorageCode),
              kind: "deleted",
              refresh: false,
            });
            router.push(STOCK_IN_LIST);
          }}
        />
      )}
    </>
  );
}
