"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";
import { customerPrices, priceLog, productMappings, salesDetail } from "./sales-routes";

// The catalogue's SKU dialogs, loaded when opened (first-load weight, issue 7). Saving refreshes
// the page's data, so nothing more is needed after them.
const OnShelfDialog = dynamic(
  () => import("@/components/catalogue/sku-dialogs").then((m) => m.OnShelfDialog),
  { ssr: false },
);
const WarningStockDialog = dynamic(
  () => import("@/components/catalogue/sku-dialogs").then((m) => m.WarningStockDialog),
  { ssr: false },
);

type Kind = "stock" | "warning";
const nothing = () => {};

/** Set available stock (SetAvailableStock) and warning quantity (SetEarlyWarningStock) of a SKU. */
function useStockDialogs(sku: TSkuDto) {
  const [open, setOpen] = useState<Kind | null>(null);
  const close = () => setOpen(null);
  const dialogs = (
    <>
      {open === "stock" && <OnShelfDialog sku={sku} onClose={close} onDone={nothing} />}
      {open === "warning" && <WarningStockDialog sku={sku} onClose={close} onDone={nothing} />}
    </>
  );
  return {
    open: setOpen,
    dialogs,
    canStock: useCan("Pages.Commodity.Product.OnShelf"),
    canWarning: useCan("Pages.Commodity.Product.SetStock"),
    // SetAvailableStock needs at least one unit that is not reserved
    hasStock: sku.unreservedStock > 0,
  };
}

/** A sales list row's menu: its sales, prices and mappings, and the stock actions allowed. */
export function SkuSalesMenu({ sku }: { sku: TSkuDto }) {
  const t = useTranslations("sales");
  const canMap = useCan("Pages.Commodity.Product.Mapping");
  const s = useStockDialogs(sku);
  return (
    <>
      <RowActions name={sku.number} entity="product">
        <DropdownMenuItem asChild>
          <Link href={salesDetail(sku.id)}>{t("salesDetail")}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={customerPrices(sku.id)}>{t("customerPrices")}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={priceLog(sku.id)}>{t("priceLog")}</Link>
        </DropdownMenuItem>
        {canMap && (
          <DropdownMenuItem asChild>
            <Link href={productMappings(sku.productId)}>{t("productMappings")}</Link>
          </DropdownMenuItem>
        )}
        {(s.canStock || s.canWarning) && <DropdownMenuSeparator />}
        {s.canStock && (
          <DropdownMenuItem
            disabled={!s.hasStock}
            onSelect={() => s.open("stock")}
            className="flex-col items-start gap-0.5"
          >
            {t("setAvailableStock")}
            {!s.hasStock && (
              <span className="text-muted-foreground text-xs">{t("noStockToSell")}</span>
            )}
          </DropdownMenuItem>
        )}
        {s.canWarning && (
          <DropdownMenuItem onSelect={() => s.open("warning")}>
            {t("setWarningQuantity")}
          </DropdownMenuItem>
        )}
      </RowActions>
      {s.dialogs}
    </>
  );
}

/** The same stock actions as buttons, for a SKU's sales page. */
export function SkuStockButtons({ sku }: { sku: TSkuDto }) {
  const t = useTranslations("sales");
  const s = useStockDialogs(sku);
  return (
    <>
      {s.canStock && (
        <Button
          variant="outline"
          disabled={!s.hasStock}
          title={s.hasStock ? undefined : t("noStockToSell")}
          onClick={() => s.open("stock")}
        >
          {t("setAvailableStock")}
        </Button>
      )}
      {s.canWarning && (
        <Button variant="outline" onClick={() => s.open("warning")}>
          {t("setWarningQuantity")}
        </Button>
      )}
      {s.dialogs}
    </>
  );
}
