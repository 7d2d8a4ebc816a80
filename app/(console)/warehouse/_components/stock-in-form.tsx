"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import type { DefaultValues } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { SelectField, TextField, UploadField } from "@/components/form/fields";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { api, BffError } from "@/lib/api/client";
import type { TStockInDto } from "@/lib/contracts/stock";
import { LocationField } from "./location-field";
import { STOCK_IN_LIST, stockInDetail } from "./stock-in-routes";
import { StockInLines } from "./stock-in-lines";
import { skuFactsOf, stockInFormSchema, type TStockInFormValues } from "./stock-in-model";
import type { StockInChoices } from "./stock-in-options";

/** A stock-in holds at most this many files (the API's attachmentIds). */
const MAX_ATTACHMENTS = 10;

type StockInForm = ReturnType<typeof useAppForm<ReturnType<typeof stockInFormSchema>>>;

/**
 * Create or edit a stock-in (a page form): the header, the product rows found by SKU search and
 * the attachments, saved together; saved, it opens the stock-in's page. The server's refusals
 * land on their fields (rows too); one that names no field (409: warehoused meanwhile) shows
 * above the buttons as well as in the toast.
 */
export function StockInForm({
  choices,
  defaults,
  stockIn,
}: {
  choices: StockInChoices;
  defaults: DefaultValues<TStockInFormValues>;
  /** the stock-in being edited; absent when creating */
  stockIn?: TStockInDto;
}) {
  const t = useTranslations("warehouse");
  const tc = useTranslations("common");
  const router = useRouter();
  const said = useSaid("stockIn");
  const timeZone = useTimeZone() ?? "UTC";
  const schema = useMemo(() => stockInFormSchema(timeZone), [timeZone]);
  const form = useAppForm(schema, defaults);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [initialFacts] = useState(() => skuFactsOf(stockIn));

  const onSubmit = form.submitWith(
    (values) => {
      setRefusal(null);
      return stockIn
        ? api.WarehouseInStorageMain.Update({ ...values, id: stockIn.id })
        : api.WarehouseInStorageMain.Create(values);
    },
    {
      success: (saved) => said(stockIn ? "saved" : "created", saved.inStorageCode),
      then: (saved) => router.push(stockInDetail(saved.id)),
      refresh: false,
      // a refusal of the whole stock-in (409) stays in view: the toast goes away
      mapErrors: (error) => {
        if (error instanceof BffError && error.validationErrors.length === 0)
          setRefusal(error.details || error.message);
        return error;
      },
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("stockIns.header")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <TextField
            form={form}
            name="inStorageCode"
            label={t("stockIns.code")}
            hint={stockIn ? undefined : t("stockIns.codeHint")}
            required
          />
          <SelectField
            form={form}
            name="supplierId"
            label={t("stockIns.supplier")}
            placeholder={t("stockIns.chooseSupplier")}
            options={choices.suppliers}
            required
          />
          <TextField form={form} name="purchaseCode" label={t("stockIns.purchaseCode")} required />
          <SelectField
            form={form}
            name="inStorageType"
            label={t("stockIns.type")}
            placeholder={t("stockIns.chooseType")}
            options={choices.types}
            required
          />
          <TextField form={form} name="handler" label={t("stockIns.handler")} required />
          <TimeField form={form} />
          <SelectField
            form={form}
            name="warehouseId"
            label={t("warehouse")}
            placeholder={t("chooseWarehouse")}
            options={choices.warehouses}
            required
          />
          <LocationField
            form={form}
            name="locationId"
            label={t("stockIns.location")}
            saved={
              stockIn && {
                warehouseId: stockIn.warehouseId,
                option: { value: stockIn.locationId, label: stockIn.locationCode },
              }
            }
          />
          <TextField
            form={form}
            name="remark"
            label={t("stockIns.remark")}
            multiline
            className="md:col-span-2"
          />
        </CardContent>
      </Card>
      <StockInLines form={form} initialFacts={initialFacts} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("stockIns.attachments")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <UploadField
            form={form}
            name="attachmentIds"
            label={t("stockIns.attachmentsLabel")}
            purpose="file"
            multiple
            max={MAX_ATTACHMENTS}
            initial={stockIn?.attachments ?? []}
            onBusyChange={setUploading}
          />
        </CardContent>
      </Card>
      {refusal && (
        <p role="alert" className="text-destructive border-destructive rounded-md border p-3">
          {refusal}
        </p>
      )}
      <div className="flex items-center justify-end gap-2">
        {uploading && (
          <p className="text-muted-foreground mr-auto text-sm" role="status">
            {t("stockIns.waitForUploads")}
          </p>
        )}
        <Button variant="outline" asChild>
          <Link href={stockIn ? stockInDetail(stockIn.id) : STOCK_IN_LIST}>{tc("cancel")}</Link>
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting || uploading}>
          {tc("save")}
        </Button>
      </div>
    </form>
  );
}

/** The stock-in time: a date and time of day in the app's time zone, now to begin with. */
function TimeField({ form }: { form: StockInForm }) {
  const t = useTranslations("warehouse.stockIns");
  const error = form.formState.errors.inStorageTime?.message;
  return (
    <FormField id="inStorageTime" label={t("time")} error={error} required>
      <Input
        id="inStorageTime"
        type="datetime-local"
        aria-invalid={!!error}
        aria-describedby={error ? "inStorageTime-error" : undefined}
        {...form.register("inStorageTime")}
      />
    </FormField>
  );
}
