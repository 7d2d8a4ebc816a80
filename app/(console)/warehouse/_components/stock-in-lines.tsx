"use client";

import { useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { useFieldArray, type UseFormReturn, useWatch } from "react-hook-form";
import { SkuSearch } from "@/components/catalogue/sku-search";
import { errorAt } from "@/components/form/error-at";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { api } from "@/lib/api/client";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import {
  lineAmount,
  type SkuFacts,
  stockInTotals,
  type TStockInFormValues,
} from "./stock-in-model";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
type Form = UseFormReturn<TStockInFormValues, any, any>;
type Line = TStockInFormValues["lines"][number];

/** The most rows a stock-in holds (the API's lines). */
const MAX_LINES = 200;

/**
 * The product rows: SKUs found by number, model or name and added as rows, each with its
 * quantity and cost price (the SKU's factory price to begin with), amount, and totals below.
 */
export function StockInLines({
  form,
  initialFacts,
}: {
  form: Form;
  initialFacts: Record<string, SkuFacts>;
}) {
  const t = useTranslations("warehouse.stockIns");
  const [facts, setFacts] = useState(initialFacts);
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "lines",
    keyName: "key",
  });
  const lines = useWatch({ control: form.control, name: "lines" }) ?? [];
  const search = useCallback(
    async (keyword: string, max: number) =>
      (await api.ProductSku.GetAll({ keyword, maxResultCount: max, sorting: "number" })).items,
    [],
  );
  const totals = stockInTotals(lines);
  const { errors } = form.formState;
  const linesError = errorAt(errors, "lines") ?? errorAt(errors, "lines.root");

  const add = (sku: TSkuDto) => {
    setFacts((f) => ({
      ...f,
      [sku.id]: { number: sku.number, productName: sku.productName, model: sku.model },
    }));
    form.clearErrors("lines");
    // the quantity is left for the person to type (no guessed 1); the focus goes there
    append({ skuId: sku.id, costPrice: sku.factoryPrice } as Line, {
      focusName: `lines.${fields.length}.quantity`,
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("products")}</h2>
        </CardTitle>
        <CardDescription>{t("productsHint")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SkuSearch
          search={search}
          added={new Set(lines.map((l) => l.skuId))}
          full={fields.length >= MAX_LINES}
          invalid={!!linesError}
          onAdd={add}
        />
        {fields.length === 0 ? (
          <p
            id="lines-error"
            role={linesError ? "alert" : undefined}
            className={cn(
              "rounded-md border border-dashed p-6 text-center text-sm",
              linesError ? "text-destructive border-destructive" : "text-muted-foreground",
            )}
          >
            {linesError ?? t("noRows")}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table className="min-w-[48rem]">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("skuNumber")}</TableHead>
                  <TableHead>{t("productName")}</TableHead>
                  <TableHead>{t("model")}</TableHead>
                  <TableHead className="w-32">
                    {t("quantity")}
                    <Required />
                  </TableHead>
                  <TableHead className="w-36">
                    {t("costPrice")}
                    <Required />
                  </TableHead>
                  <TableHead className="text-right">{t("amount")}</TableHead>
                  <TableHead className="w-12">
                    <span className="sr-only">{t("rowActions")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {fields.map((row, index) => {
                  const sku = facts[row.skuId];
                  const number = sku?.number ?? row.skuId;
                  const skuError = errorAt(errors, `lines.${index}.skuId`);
                  return (
                    <TableRow key={row.key} className="align-top">
                      <TableCell className="pt-4 font-medium">
                        {number}
                        {skuError && (
                          <p role="alert" className="text-destructive text-xs font-normal">
                            {skuError}
                          </p>
                        )}
                      </TableCell>
                      <TableCell className="pt-4 whitespace-normal">
                        {sku?.productName ?? "—"}
                      </TableCell>
                      <TableCell className="pt-4">{sku?.model || "—"}</TableCell>
                      <TableCell>
                        <LineInput form={form} index={index} field="quantity" number={number} />
                      </TableCell>
                      <TableCell>
                        <LineInput form={form} index={index} field="costPrice" number={number} />
                      </TableCell>
                      <TableCell className="pt-4 text-right tabular-nums">
                        {formatMoney(
                          lineAmount(lines[index]?.quantity, lines[index]?.costPrice) ?? 0,
                        )}
                      </TableCell>
                      <TableCell>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={t("removeRow", { number })}
                          onClick={() => remove(index)}
                        >
                          <Trash2 />
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3} className="font-medium">
                    {t("total")}
                  </TableCell>
                  <TableCell className="tabular-nums" data-testid="total-quantity">
                    {totals.quantity}
                  </TableCell>
                  <TableCell />
                  <TableCell className="text-right tabular-nums" data-testid="total-amount">
                    {formatMoney(totals.amount)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableFooter>
            </Table>
          </div>
        )}
        {fields.length > 0 && linesError && (
          <p role="alert" className="text-destructive text-sm">
            {linesError}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Required() {
  return (
    <span className="text-destructive" aria-hidden>
      *
    </span>
  );
}

/** A row's quantity or cost price: "Quantity of QY-KET-0001", its error under it. */
function LineInput({
  form,
  index,
  field,
  number,
}: {
  form: Form;
  index: number;
  field: "quantity" | "costPrice";
  number: string;
}) {
  const t = useTranslations("warehouse.stockIns");
  const name = `lines.${index}.${field}` as const;
  const error = errorAt(form.formState.errors, name);
  const errorId = `lines-${index}-${field}-error`;
  const isQuantity = field === "quantity";
  return (
    <>
      <Input
        className="h-8"
        aria-label={t(isQuantity ? "quantityOf" : "costPriceOf", { number })}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        type={isQuantity ? "number" : "text"}
        inputMode={isQuantity ? "numeric" : "decimal"}
        min={isQuantity ? 1 : undefined}
        step={isQuantity ? 1 : undefined}
        {...form.register(
          name,
          isQuantity
            ? {
                setValueAs: (v: unknown) =>
                  v === "" || v === null || v === undefined ? undefined : Number(v),
              }
            : undefined,
        )}
      />
      {error && (
        <p id={errorId} className="text-destructive mt-1 text-xs whitespace-normal">
          {error}
        </p>
      )}
    </>
  );
}
