"use client";

import { useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import type { FieldArrayWithId, UseFormReturn } from "react-hook-form";
import { errorAt } from "@/components/form/error-at";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TOrderPreviewDto, TPlaceOrderInput } from "@/lib/contracts/order";
import { formatMoney } from "@/lib/format";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
export type PlaceForm = UseFormReturn<TPlaceOrderInput, any, any>;

/** What the rows show of a SKU before the preview has priced it (from the search). */
export interface SkuFacts {
  number: string;
  productName: string;
  specText: string | null;
}

/**
 * The order's rows: SKU, product, the quantity typed, and from the preview its unit price (and
 * where it came from), amount, stock on shelf and what is wrong with the row; each removable.
 */
export function OrderLineRows({
  form,
  fields,
  facts,
  preview,
  onRemove,
}: {
  form: PlaceForm;
  fields: FieldArrayWithId<TPlaceOrderInput, "lines", "key">[];
  facts: Record<string, SkuFacts>;
  preview: TOrderPreviewDto | null;
  onRemove: (index: number) => void;
}) {
  const t = useTranslations("orders.place");
  const tp = useTranslations("enums.PriceSource");
  const priced = new Map(preview?.lines.map((l) => [l.skuId, l]));
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table className="min-w-[44rem]">
        <TableHeader>
          <TableRow>
            <TableHead>{t("sku")}</TableHead>
            <TableHead className="w-32">
              {t("quantity")}
              <span className="text-destructive" aria-hidden>
                *
              </span>
            </TableHead>
            <TableHead className="text-right">{t("unitPrice")}</TableHead>
            <TableHead className="text-right">{t("amount")}</TableHead>
            <TableHead className="text-right">{t("onShelf")}</TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t("rowActions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {fields.map((row, index) => {
            const line = priced.get(row.skuId);
            const sku = facts[row.skuId];
            const number = sku?.number ?? line?.skuNumber ?? "";
            const specText = sku?.specText ?? line?.specText;
            const problem = line?.problem ?? errorAt(form.formState.errors, `lines.${index}.skuId`);
            return (
              <TableRow key={row.key} className="align-top">
                <TableCell className="whitespace-normal">
                  <span className="font-medium">{number}</span>
                  <span className="block">{sku?.productName ?? line?.productName}</span>
                  {specText && (
                    <span className="text-muted-foreground block text-xs">{specText}</span>
                  )}
                  {problem && (
                    <p role="alert" className="text-destructive mt-1 text-xs">
                      {problem}
                    </p>
                  )}
                </TableCell>
                <TableCell>
                  <QuantityInput form={form} index={index} number={number} />
                  {line && line.minPurchaseQuantity > 1 && (
                    <span className="text-muted-foreground mt-1 block text-xs">
                      {t("minQuantity", { min: line.minPurchaseQuantity })}
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {line ? (
                    <>
                      {formatMoney(line.unitPrice)}
                      <span className="text-muted-foreground block text-xs">
                        {tp(line.priceSource)}
                      </span>
                    </>
                  ) : (
                    "—"
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {line ? formatMoney(line.amount) : "—"}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {line ? `${line.availableStock}${line.unit ? ` ${line.unit}` : ""}` : "—"}
                </TableCell>
                <TableCell>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t("removeRow", { number })}
                    onClick={() => onRemove(index)}
                  >
                    <Trash2 />
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** "Quantity of QY-KET-0001", its error under it. */
function QuantityInput({
  form,
  index,
  number,
}: {
  form: PlaceForm;
  index: number;
  number: string;
}) {
  const t = useTranslations("orders.place");
  const name = `lines.${index}.quantity` as const;
  const error = errorAt(form.formState.errors, name);
  const errorId = `lines-${index}-quantity-error`;
  return (
    <>
      <Input
        className="h-8"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        aria-label={t("quantityOf", { number })}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        {...form.register(name, {
          setValueAs: (v: unknown) =>
            v === "" || v === null || v === undefined ? undefined : Number(v),
        })}
      />
      {error && (
        <p id={errorId} className="text-destructive mt-1 text-xs whitespace-normal">
          {error}
        </p>
      )}
    </>
  );
}
