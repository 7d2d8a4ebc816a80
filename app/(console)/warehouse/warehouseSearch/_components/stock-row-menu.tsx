"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { RowMenu } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { TStockRowDto } from "@/lib/contracts/stock";

export type StockDialogKind = "transfer" | "count";

/** A stock row's actions: its SKU's ledger, and Transfer… and Count… with their permissions. */
export function StockRowMenu({
  row,
  ledgerHref,
  onOpen,
}: {
  row: TStockRowDto;
  ledgerHref: string;
  onOpen: (kind: StockDialogKind) => void;
}) {
  const t = useTranslations("warehouse.stock");
  const tt = useTranslations("table");
  const canTransfer = useCan("Pages.Warehouse.Stock.Transfer");
  const canCount = useCan("Pages.Warehouse.Stock.Count");
  const name = t("rowName", {
    number: row.skuNumber,
    warehouse: row.warehouseName,
    location: row.locationCode,
  });
  return (
    <RowMenu label={tt("actionsFor", { name })}>
      <DropdownMenuItem asChild>
        <Link href={ledgerHref} scroll={false}>
          {t("ledger")}
        </Link>
      </DropdownMenuItem>
      {canTransfer && (
        <DropdownMenuItem onSelect={() => onOpen("transfer")}>{t("transfer")}</DropdownMenuItem>
      )}
      {canCount && (
        <DropdownMenuItem onSelect={() => onOpen("count")}>{t("count")}</DropdownMenuItem>
      )}
    </RowMenu>
  );
}
