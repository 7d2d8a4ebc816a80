"use client";

import { useTranslations } from "next-intl";
import { Plus, Trash2, Wand2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { ParamOption } from "./product-params-cards";
import { errorAt } from "@/components/form/error-at";
import { blankSkuRow, isBlankSkuRow, type ProductFormApi } from "./product-form-model";
import {
  SKU_LEAD_FIELDS,
  SKU_REQUIRED_FIELDS,
  SKU_TAIL_FIELDS,
  SkuInputCell,
  SkuSpecCell,
} from "./sku-grid-cells";
import { missingCombinations } from "./sku-combinations";

/** A product holds at most this many SKUs (ZCreateProductInput). */
const MAX_SKUS = 200;

/**
 * The SKU grid: one row per SKU, a value column per selected specification. "Generate" adds a
 * row for every combination of the selected drop-down specifications that no row has yet.
 */
export function SkuGrid({ form, specParams }: { form: ProductFormApi; specParams: ParamOption[] }) {
  const t = useTranslations("products.grid");
  const { fields, append, remove, replace } = useFieldArray({
    control: form.control,
    name: "skus",
    keyName: "key", // rows carry their own `id` (the SKU's), which must reach the server
  });
  const selectedIds = useWatch({ control: form.control, name: "specParamIds" });
  const selected = specParams.filter((p) => (selectedIds ?? []).includes(p.id));
  const dropDowns = selected.filter((p) => p.inputKind === "DropDownOptions" && p.options.length);
  const { errors } = form.formState;
  const gridError = errorAt(errors, "skus");

  const generate = () => {
    const rows = form.getValues("skus");
    const missing = missingCombinations(dropDowns, rows);
    if (missing.length === 0) {
      toast.info(t("nothingToGenerate"));
      return;
    }
    // an untouched new row (the one a new product starts with) gives way to the generated ones
    const kept = rows.filter((row) => !isBlankSkuRow(row));
    const added = missing.slice(0, Math.max(0, MAX_SKUS - kept.length));
    if (added.length < missing.length)
      toast.warning(t("generateCapped", { count: added.length, max: MAX_SKUS }));
    if (added.length === 0) return;
    // one field-array action per render: replace, not remove + append
    replace([...kept, ...added.map((combo) => blankSkuRow(combo))]);
  };

  const heading = (field: string, label: string) => (
    <TableHead key={field} className="whitespace-normal">
      {label}
      {SKU_REQUIRED_FIELDS.includes(field as (typeof SKU_REQUIRED_FIELDS)[number]) && (
        <span className="text-destructive" aria-hidden>
          *
        </span>
      )}
    </TableHead>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("hint")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {/* fixed layout: the columns share the card's width instead of scrolling at desktop
            widths (issue 7); below ~56rem the grid scrolls */}
        <div className="overflow-x-auto rounded-md border">
          <Table className="min-w-[56rem] table-fixed">
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">#</TableHead>
                {SKU_LEAD_FIELDS.map((f) => heading(f, t(f)))}
                {selected.map((p) => (
                  <TableHead key={p.id} className="whitespace-normal">
                    {p.name}
                  </TableHead>
                ))}
                {SKU_TAIL_FIELDS.map((f) => heading(f, t(f)))}
                <TableHead className="w-12">
                  <span className="sr-only">{t("rowActions")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {fields.map((row, index) => {
                const rowErrors = [
                  errorAt(errors, `skus.${index}.specValues`),
                  errorAt(errors, `skus.${index}.id`),
                ].filter(Boolean);
                return (
                  <TableRow key={row.key} className="align-top">
                    <TableCell className="text-muted-foreground pt-4 tabular-nums">
                      {index + 1}
                    </TableCell>
                    {SKU_LEAD_FIELDS.map((f) => (
                      <TableCell key={f}>
                        <SkuInputCell form={form} index={index} field={f} label={t(f)} />
                      </TableCell>
                    ))}
                    {selected.map((p) => (
                      <TableCell key={p.id}>
                        <SkuSpecCell form={form} index={index} param={p} />
                      </TableCell>
                    ))}
                    {SKU_TAIL_FIELDS.map((f) => (
                      <TableCell key={f}>
                        <SkuInputCell form={form} index={index} field={f} label={t(f)} />
                      </TableCell>
                    ))}
                    <TableCell>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t("removeRow", { row: index + 1 })}
                        disabled={fields.length === 1}
                        onClick={() => remove(index)}
                      >
                        <Trash2 />
                      </Button>
                      {rowErrors.map((message) => (
                        <p key={message} role="alert" className="text-destructive text-xs">
                          {message}
                        </p>
                      ))}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
        {gridError && (
          <p className="text-destructive text-sm" role="alert">
            {gridError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={fields.length >= MAX_SKUS}
            onClick={() => append(blankSkuRow())}
          >
            <Plus />
            {t("add")}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={dropDowns.length === 0}
            onClick={generate}
          >
            <Wand2 />
            {t("generate")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
