"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import * as z from "zod";
import { SkuSearch } from "@/components/catalogue/sku-search";
import { errorAt } from "@/components/form/error-at";
import { SelectField, TextField } from "@/components/form/fields";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { orderDetail } from "@/components/orders/order-routes";
import { toast } from "@/components/toast";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api, BffError } from "@/lib/api/client";
import type { TSkuForCustomerDto } from "@/lib/contracts/catalogue/sku";
import { appEnums } from "@/lib/contracts/enum-values";
import {
  MAX_ORDER_LINES,
  type TPlaceOrderInput,
  type TPrepareOrderDto,
  ZPlaceOrderInput,
} from "@/lib/contracts/order";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";
import { OrderLineRows, type SkuFacts } from "./order-line-rows";
import { OrderSummary } from "./order-summary";
import { useOrderPreview } from "./use-order-preview";

/**
 * The API's schema; a payment method not chosen yet reads "required" (the select holds no
 * value the enumeration would otherwise call an invalid option).
 */
const placeOrderSchema = ZPlaceOrderInput.safeExtend({
  paymentMethod: z.enum(appEnums.PaymentMethod, { error: "validation.required" }),
});

/** The choices a select offers from the customer's records. */
function choices(prepared: TPrepareOrderDto) {
  const place = (a: { detailAddress: string; regionText: string }) =>
    [a.detailAddress, a.regionText].filter(Boolean).join(", ");
  return {
    receiving: prepared.receivingAddresses.map((a) => ({
      value: a.id,
      label: `${a.contactName} · ${a.phone} · ${place(a)}`,
    })),
    bill: prepared.billAddresses.map((a) => ({
      value: a.id,
      label: [a.invoiceHeader, a.contactName, place(a)].filter(Boolean).join(" · "),
    })),
    points: prepared.selfLiftPoints.map((p) => ({
      value: p.id,
      label: `${p.name} · ${p.address}`,
    })),
  };
}

/**
 * The order-on-behalf form (SPEC §5: receiving method, address or pickup point, invoice address
 * and quantities required): products found among what this customer may buy, where they go, the
 * invoice and payment, and beside it a live preview of prices, shipping, GST, QST and the total.
 * Placed, it opens the order; refused, it says 'Order failed' with the reason and keeps
 * everything as it was.
 */
export function PlaceOrderForm({ prepared }: { prepared: TPrepareOrderDto }) {
  const t = useTranslations("orders.place");
  const te = useTranslations("enums");
  const router = useRouter();
  const { customer } = prepared;
  const options = choices(prepared);
  const defaultAddress = prepared.receivingAddresses.find((a) => a.isDefault);
  const form = useAppForm(placeOrderSchema, {
    customerId: customer.id,
    receivingMethod:
      prepared.receivingAddresses.length || !prepared.selfLiftPoints.length
        ? "LogisticsDelivery"
        : "DoorToDoorSelfDelivery",
    receivingAddressId: defaultAddress?.id ?? null,
    selfLiftPointId: null,
    billAddressId: prepared.billAddresses.length === 1 ? prepared.billAddresses[0]!.id : undefined,
    paymentMethod: undefined,
    invoiceHeader: "",
    remark: "",
    lines: [],
  });
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "lines",
    keyName: "key",
  });
  const values = useWatch({ control: form.control }) as Partial<TPlaceOrderInput>;
  const lines = values.lines ?? [];
  const { preview, pending, error } = useOrderPreview({
    customerId: customer.id,
    receivingMethod: values.receivingMethod,
    receivingAddressId: values.receivingAddressId,
    selfLiftPointId: values.selfLiftPointId,
    paymentMethod: values.paymentMethod,
    lines: lines.map((l) => ({ skuId: l?.skuId ?? "", quantity: l?.quantity })),
  });
  const [facts, setFacts] = useState<Record<string, SkuFacts>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const linesError =
    errorAt(form.formState.errors, "lines") ?? errorAt(form.formState.errors, "lines.root");
  const pickup = values.receivingMethod === "DoorToDoorSelfDelivery";

  const search = useCallback(
    async (keyword: string, max: number) =>
      (
        await api.ProductSku.GetWithCustomerCode({
          customerCode: customer.customerCode,
          keyword,
          shelfStatus: "OnShelf",
          maxResultCount: max,
        })
      ).items,
    [customer.customerCode],
  );
  const add = (sku: TSkuForCustomerDto) => {
    setFacts((f) => ({ ...f, [sku.id]: sku }));
    form.clearErrors("lines");
    append(
      { skuId: sku.id, quantity: Math.max(1, sku.minPurchaseQuantity) },
      { focusName: `lines.${fields.length}.quantity` },
    );
  };

  const onSubmit = form.handleSubmit(async (v) => {
    setRefusal(null);
    try {
      const order = await api.OrderMain.DoPlaceOrderOnBehalf({
        ...v,
        receivingAddressId: pickup ? null : v.receivingAddressId,
        selfLiftPointId: pickup ? v.selfLiftPointId : null,
      });
      toast.success(t("placed", { code: order.orderCode }));
      form.reset(form.getValues()); // placed: nothing is left unsaved
      router.push(orderDetail(order.id));
    } catch (e) {
      const reason =
        e instanceof BffError
          ? e.validationErrors.map((v) => v.message).join("\n") || e.details || e.message
          : String(e);
      toast.error(t("failed"), { description: reason, duration: 5000 });
      setRefusal(reason);
      form.applyServerErrors(e);
      form.setError("root.server", { type: "server" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-3">
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <Card role="region" aria-labelledby="products-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="products-heading">{t("products")}</h2>
            </CardTitle>
            <CardDescription>{t("productsHint")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <SkuSearch
              search={search}
              added={new Set(lines.map((l) => l?.skuId ?? ""))}
              full={fields.length >= MAX_ORDER_LINES}
              invalid={!!linesError}
              onAdd={add}
              details={(sku) => (
                <span className="text-muted-foreground">
                  {" · "}
                  {formatMoney(sku.customerPrice ?? sku.salePrice)}
                  {sku.priceSource && ` (${te(`PriceSource.${sku.priceSource}`)})`}
                  {" · "}
                  {t("onShelfCount", { count: sku.availableStock })}
                </span>
              )}
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
              <OrderLineRows
                form={form}
                fields={fields}
                facts={facts}
                preview={preview}
                onRemove={remove}
              />
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="receiving-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="receiving-heading">{t("receiving")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-2">
            <SelectField
              form={form}
              name="receivingMethod"
              label={t("receivingMethod")}
              options={(["LogisticsDelivery", "DoorToDoorSelfDelivery"] as const).map((m) => ({
                value: m,
                label: te(`ReceivingMethod.${m}`),
              }))}
              required
            />
            {pickup ? (
              <SelectField
                form={form}
                name="selfLiftPointId"
                label={t("pickupPoint")}
                placeholder={t("choosePickupPoint")}
                options={options.points}
                hint={options.points.length ? undefined : t("noPickupPoints")}
                required
              />
            ) : (
              <SelectField
                form={form}
                name="receivingAddressId"
                label={t("deliveryAddress")}
                placeholder={t("chooseAddress")}
                options={options.receiving}
                hint={options.receiving.length ? undefined : t("noReceivingAddresses")}
                required
              />
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="invoice-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="invoice-heading">{t("invoiceAndPayment")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 md:grid-cols-2">
            <SelectField
              form={form}
              name="billAddressId"
              label={t("invoiceAddress")}
              placeholder={t("chooseAddress")}
              options={options.bill}
              hint={options.bill.length ? undefined : t("noBillAddresses")}
              required
            />
            <TextField
              form={form}
              name="invoiceHeader"
              label={t("invoiceHeader")}
              hint={t("invoiceHeaderHint")}
              placeholder={customer.invoiceHeader ?? customer.name}
            />
            <SelectField
              form={form}
              name="paymentMethod"
              label={t("paymentMethod")}
              placeholder={t("choosePaymentMethod")}
              options={prepared.paymentMethods.map((m) => ({
                value: m,
                label: te(`PaymentMethod.${m}`),
              }))}
              required
            />
            <TextField
              form={form}
              name="remark"
              label={t("remark")}
              multiline
              className="md:col-span-2"
            />
          </CardContent>
        </Card>
      </div>
      <OrderSummary
        prepared={prepared}
        preview={lines.length ? preview : null}
        pending={pending}
        error={error}
        refusal={refusal}
        submitting={form.formState.isSubmitting}
        isPickup={pickup}
      />
    </form>
  );
}
