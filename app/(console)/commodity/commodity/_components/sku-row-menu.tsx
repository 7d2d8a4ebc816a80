"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { RowMenu } from "@/components/data-table/row-actions";
import { useCan } from "@/components/shell/permissions";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";

export type SkuDialogKind = "onShelf" | "warning";

/** A SKU's shelf and stock actions, each shown only with its permission. */
export function SkuRowMenu({
  sku,
  onOpen,
  onTakeOff,
}: {
  sku: TSkuDto;
  onOpen: (kind: SkuDialogKind) => void;
  onTakeOff: () => void;
}) {
  const t = useTranslations("products.skus");
  const canOnShelf = useCan("Pages.Commodity.Product.OnShelf");
  const canOffShelf = useCan("Pages.Commodity.Product.OffShelf");
  const canSetStock = useCan("Pages.Commodity.Product.SetStock");
  const canSeeStock = useCan("Pages.Warehouse.Stock");
  const canTakeOff = canOffShelf && sku.shelfStatus === "OnShelf";
  if (!canOnShelf && !canTakeOff && !canSetStock && !canSeeStock) return null;
  return (
    <RowMenu label={t("actionsFor", { number: sku.number })}>
      {canOnShelf && (
        <DropdownMenuItem onSelect={() => onOpen("onShelf")}>{t("putOnShelf")}</DropdownMenuItem>
      )}
      {canTakeOff && <DropdownMenuItem onSelect={onTakeOff}>{t("takeOffShelf")}</DropdownMenuItem>}
      {(canSetStock || canSeeStock) && (canOnShelf || canTakeOff) && <DropdownMenuSeparator />}
      {canSeeStock && (
        // stock changes only through the warehouse (stock-in, transfer, count): its stock query
        <DropdownMenuItem asChild>
          <Link href={stockLedgerHref(sku)}>{t("stockLedger")}</Link>
        </DropdownMenuItem>
      )}
      {canSetStock && (
        <DropdownMenuItem onSelect={() => onOpen("warning")}>
          {t("setWarningStock")}
        </DropdownMenuItem>
      )}
    </RowMenu>
  );
}

/** The stock query narrowed to this SKU, with its ledger open. */
const stockLedgerHref = (sku: TSkuDto) =>
  `/warehouse/warehouseSearch?${new URLSearchParams({ skuNumber: sku.number, ledger: sku.id })}`;
