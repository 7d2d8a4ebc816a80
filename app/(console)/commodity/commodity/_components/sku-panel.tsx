"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { useErrorToast, useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Switch } from "@/components/ui/switch";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { ProductRow } from "./product-row";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";
import { formatMoney } from "@/lib/format";
import { ShelfBadge } from "@/components/catalogue/shelf-badge";
import { loadSkus } from "./sku-api";
import { type SkuDialogKind, SkuRowMenu } from "./sku-row-menu";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const OnShelfDialog = dynamic(
  () => import("@/components/catalogue/sku-dialogs").then((m) => m.OnShelfDialog),
  {
    ssr: false,
  },
);
const WarningStockDialog = dynamic(
  () => import("@/components/catalogue/sku-dialogs").then((m) => m.WarningStockDialog),
  { ssr: false },
);

/** Changes when a refresh (e.g. a bulk shelf action) may have changed the product's SKUs. */
const skuSignature = (p: ProductRow) =>
  [
    p.skuCount,
    p.shelfSummary.notOnShelf,
    p.shelfSummary.onShelf,
    p.shelfSummary.removedFromShelf,
    p.totalAvailableStock,
    p.hasLowStock,
  ].join(":");

/**
 * The product's SKUs under its row: prices, stock, shelf status, recommend switch and the shelf
 * and stock actions. Reloads after each action and when a refresh changed the product's counts.
 */
export function SkuPanel({ product }: { product: ProductRow }) {
  const t = useTranslations("products.skus");
  const tc = useTranslations("common");
  const showError = useErrorToast();
  const { mutate } = useMutation();
  const canRecommend = useCan("Pages.Commodity.Product.SetRecommend");
  const [skus, setSkus] = useState<TSkuDto[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<{ kind: SkuDialogKind; sku: TSkuDto } | null>(null);
  const latest = useRef(0);
  const productId = product.id;
  const signature = skuSignature(product);

  // The newest request wins: an older answer arriving late is dropped.
  const reload = useCallback(() => {
    const request = ++latest.current;
    return loadSkus(productId).then(
      (items) => {
        if (request !== latest.current) return;
        setSkus(items);
        setFailed(false);
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setFailed(true);
        showError(error);
      },
    );
  }, [productId, showError]);

  useEffect(() => {
    void reload();
  }, [reload, signature]);

  const recommend = async (sku: TSkuDto, isRecommend: boolean) => {
    setSkus((list) => list?.map((s) => (s.id === sku.id ? { ...s, isRecommend } : s)) ?? null);
    try {
      await mutate(api.ProductSku.SetRecommend, { id: sku.id, isRecommend });
    } catch {
      // the toast said why; the reload below shows the stored value again
    }
    await reload();
  };

  const takeOff = async (sku: TSkuDto) => {
    try {
      await mutate(api.ProductSku.BatchRemovedFromShelf, { ids: [sku.id] });
      await reload();
    } catch {
      // the toast said why
    }
  };

  if (failed && !skus) return <p className="text-destructive text-sm">{t("loadFailed")}</p>;
  if (!skus) return <p className="text-muted-foreground text-sm">{tc("loading")}</p>;
  if (skus.length === 0) return <p className="text-muted-foreground text-sm">{t("empty")}</p>;

  return (
    <div className="bg-background rounded-md border">
      <Table aria-label={t("tableLabel", { name: product.name })}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("number")}</TableHead>
            <TableHead>{t("spec")}</TableHead>
            <TableHead>{t("prices")}</TableHead>
            <TableHead>{t("stock")}</TableHead>
            <TableHead>{t("shelfStatus")}</TableHead>
            <TableHead>{t("recommended")}</TableHead>
            <TableHead>
              <span className="sr-only">{tc("actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {skus.map((sku) => (
            <TableRow key={sku.id}>
              <TableCell className="font-medium">{sku.number}</TableCell>
              <TableCell className="text-muted-foreground">{sku.specText || "—"}</TableCell>
              <TableCell className="tabular-nums">
                {formatMoney(sku.salePrice)} / {formatMoney(sku.memberPrice)}
              </TableCell>
              <TableCell>
                <div className="flex items-center gap-2 tabular-nums">
                  {sku.availableStock} / {sku.totalStock}
                  {sku.isLowStock && <Badge variant="destructive">{t("lowStock")}</Badge>}
                </div>
              </TableCell>
              <TableCell>
                <ShelfBadge status={sku.shelfStatus} />
              </TableCell>
              <TableCell>
                <Switch
                  checked={sku.isRecommend}
                  disabled={!canRecommend}
                  aria-label={t("recommend", { number: sku.number })}
                  onCheckedChange={(checked) => void recommend(sku, checked)}
                />
              </TableCell>
              <TableCell className="text-right">
                <SkuRowMenu
                  sku={sku}
                  onOpen={(kind) => setDialog({ kind, sku })}
                  onTakeOff={() => void takeOff(sku)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {dialog?.kind === "onShelf" && (
        <OnShelfDialog sku={dialog.sku} onClose={() => setDialog(null)} onDone={reload} />
      )}
      {dialog?.kind === "warning" && (
        <WarningStockDialog sku={dialog.sku} onClose={() => setDialog(null)} onDone={reload} />
      )}
    </div>
  );
}
