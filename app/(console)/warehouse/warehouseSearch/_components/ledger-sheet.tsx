"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useListUrl } from "@/components/data-table/use-list-url";
import { useCan } from "@/components/shell/permissions";
import { useErrorToast } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { api } from "@/lib/api/client";
import type { TLedgerRowDto, TStockSkuSummary } from "@/lib/contracts/stock";
import { formatChange, formatDateTime } from "@/lib/format";
import { stockInDetail } from "../../_components/stock-in-routes";

// One SKU's ledger beside the stock list, opened by `?ledger=<skuId>` (so it can be linked: the
// catalogue's SKU menu does), newest first, 20 movements at a time.

const PAGE_SIZE = 20;

/** The outbound record's delivery note (its screen belongs to the outbound pages). */
const outboundNote = (id: string) => `/warehouse/invoice/${id}`;

/** The current list URL with `?ledger=` set: a row's link to its SKU's ledger. */
export function useLedgerHref() {
  const pathname = usePathname();
  const search = useSearchParams();
  return useCallback(
    (skuId: string) => {
      const next = new URLSearchParams(search.toString());
      next.set("ledger", skuId);
      return `${pathname}?${next}`;
    },
    [pathname, search],
  );
}

/** The sheet: open while the URL names a SKU; closing it takes `?ledger=` away. */
export function LedgerSheet({ skuId }: { skuId: string | null }) {
  const { update } = useListUrl();
  return (
    <Sheet open={!!skuId} onOpenChange={(open) => !open && update({ ledger: undefined })}>
      <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-3xl lg:max-w-5xl">
        {skuId && <Ledger key={skuId} skuId={skuId} />}
      </SheetContent>
    </Sheet>
  );
}

interface Loaded {
  sku: TStockSkuSummary;
  rows: TLedgerRowDto[];
  total: number;
}

function Ledger({ skuId }: { skuId: string }) {
  const t = useTranslations("warehouse.stock");
  const tc = useTranslations("common");
  const showError = useErrorToast();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);

  const load = useCallback(
    (skipCount: number) =>
      api.WarehouseStock.GetLedger({ skuId, skipCount, maxResultCount: PAGE_SIZE }).then(
        (page) =>
          setLoaded((before) => {
            // rows posted since the first page shift the pages: a row is shown once
            const seen = new Set(skipCount ? before?.rows.map((r) => r.id) : []);
            const rows = page.items.filter((r) => !seen.has(r.id));
            return {
              sku: page.sku,
              total: page.totalCount,
              rows: skipCount && before ? [...before.rows, ...rows] : rows,
            };
          }),
        (error: unknown) => {
          setFailed(true);
          showError(error);
        },
      ),
    [showError, skuId],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  const loadMore = async () => {
    setPending(true);
    await load(loaded?.rows.length ?? 0);
    setPending(false);
  };

  const sku = loaded?.sku;
  return (
    <>
      <div className="space-y-1 border-b p-4 pr-12">
        <SheetTitle>{sku ? t("ledgerTitle", { number: sku.number }) : t("ledger")}</SheetTitle>
        <SheetDescription>
          {sku ? [sku.productName, sku.model].filter(Boolean).join(" · ") : tc("loading")}
        </SheetDescription>
      </div>
      <div className="space-y-4 p-4">
        {!loaded && failed && (
          <p role="alert" className="text-destructive text-sm">
            {t("ledgerFailed")}
          </p>
        )}
        {loaded && (
          <>
            <SkuFigures sku={loaded.sku} />
            <LedgerRows number={loaded.sku.number} rows={loaded.rows} />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-muted-foreground text-sm" role="status">
                {loaded.total === 0
                  ? t("noMovements")
                  : t("shown", { shown: loaded.rows.length, total: loaded.total })}
              </p>
              {loaded.rows.length < loaded.total && (
                <Button variant="outline" size="sm" onClick={loadMore} disabled={pending}>
                  {pending ? tc("loading") : t("loadMore")}
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}

/** The SKU's figures over all places: total, available, reserved, warning level. */
function SkuFigures({ sku }: { sku: TStockSkuSummary }) {
  const t = useTranslations("warehouse.stock");
  const figures: [string, number, boolean?][] = [
    [t("totalStock"), sku.totalStock],
    [t("availableStock"), sku.availableStock, sku.isLowStock],
    [t("reservedStock"), sku.reservedStock],
    [t("earlyWarningStock"), sku.earlyWarningStock],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value, low]) => (
        <div key={label} className="rounded-md border p-3">
          <dt className="text-muted-foreground text-xs">{label}</dt>
          <dd className="mt-1 flex items-center gap-2 text-lg font-semibold tabular-nums">
            {value}
            {low && <Badge variant="destructive">{t("lowStock")}</Badge>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The movements: when, where, how much, why, the document and who. */
function LedgerRows({ number, rows }: { number: string; rows: TLedgerRowDto[] }) {
  const t = useTranslations("warehouse.stock");
  const te = useTranslations("enums.StockReason");
  const timeZone = useTimeZone() ?? "UTC";
  const canOpenStockIn = useCan("Pages.Warehouse.InStorage");
  const canOpenOutbound = useCan("Pages.Warehouse.Outbound");
  const hrefOf = (row: TLedgerRowDto) => {
    if (!row.referenceId) return null;
    if (row.reason === "StockIn" && canOpenStockIn) return stockInDetail(row.referenceId);
    if (row.reason === "Shipped" && canOpenOutbound) return outboundNote(row.referenceId);
    return null;
  };
  if (rows.length === 0) return null;
  return (
    <div className="rounded-md border">
      <Table aria-label={t("ledgerTable", { number })}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("time")}</TableHead>
            <TableHead>{t("location")}</TableHead>
            <TableHead className="text-right">{t("change")}</TableHead>
            <TableHead>{t("reason")}</TableHead>
            <TableHead>{t("reference")}</TableHead>
            <TableHead>{t("remark")}</TableHead>
            <TableHead>{t("by")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const href = hrefOf(row);
            return (
              <TableRow key={row.id}>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatDateTime(row.creationTime, timeZone)}
                </TableCell>
                <TableCell className="min-w-36 whitespace-normal">
                  {row.warehouseName ?? "—"}{" "}
                  <span className="whitespace-nowrap tabular-nums">{row.locationCode}</span>
                </TableCell>
                <TableCell className="text-right font-medium tabular-nums">
                  {formatChange(row.delta)}
                </TableCell>
                <TableCell>{te(row.reason)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {href ? (
                    <Link href={href} className="font-medium hover:underline">
                      {row.reference ?? row.referenceId}
                    </Link>
                  ) : (
                    (row.reference ?? "—")
                  )}
                </TableCell>
                <TableCell className="min-w-40 whitespace-normal">{row.remark || "—"}</TableCell>
                <TableCell className="whitespace-nowrap">{row.creatorName ?? "—"}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
