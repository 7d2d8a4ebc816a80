"use client";

import { useTranslations } from "next-intl";
import { OrderTotals } from "@/components/orders/order-totals";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TOrderPreviewDto, TPrepareOrderDto } from "@/lib/contracts/order";
import { formatMoney } from "@/lib/format";

/**
 * Beside the form: who the order is for (membership, quota left for an enterprise), the live
 * preview (goods, shipping with the free-shipping threshold, or none for pickup, GST and QST of
 * the tax province, total; what stops the order as it is) and Place order, with the last refusal
 * under it.
 */
export function OrderSummary({
  prepared,
  preview,
  pending,
  error,
  refusal,
  submitting,
  isPickup,
}: {
  prepared: TPrepareOrderDto;
  /** null until there is a row to price */
  preview: TOrderPreviewDto | null;
  pending: boolean;
  error: string | null;
  refusal: string | null;
  submitting: boolean;
  /** self-pickup chosen: no shipping fee at all (the threshold does not matter) */
  isPickup: boolean;
}) {
  const t = useTranslations("orders.place");
  const te = useTranslations("enums");
  const { customer } = prepared;
  const threshold = Number(preview?.freeShippingThreshold ?? prepared.freeShippingThreshold);
  const quota = preview?.quotaRemaining ?? customer.quotaRemaining;
  return (
    <aside className="space-y-6 lg:sticky lg:top-4 lg:self-start">
      <Card role="region" aria-labelledby="customer-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="customer-heading">{t("customer")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm">
          <p className="font-medium">{customer.name}</p>
          <p className="text-muted-foreground">
            {te(`CustomerType.${customer.customerType}`)} · {customer.customerCode}
          </p>
          {customer.isMember && <p>{t("memberUntil", { date: customer.memberValidity ?? "—" })}</p>}
          {quota !== null && (
            <p data-testid="quota-remaining">
              {t("quotaRemaining", { amount: formatMoney(quota) })}
            </p>
          )}
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="summary-heading">
        <CardHeader>
          <CardTitle>
            <h2 id="summary-heading">{t("summary")}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {pending ? t("updating") : ""}
          </p>
          {preview ? (
            <>
              <OrderTotals
                totals={preview}
                className="max-w-none"
                shippingNote={
                  isPickup
                    ? t("noShippingForPickup")
                    : threshold > 0
                      ? t("freeShippingFrom", { amount: formatMoney(threshold) })
                      : undefined
                }
              />
              <p className="text-muted-foreground text-xs">
                {preview.taxProvinceName
                  ? t(preview.isDefaultTax ? "defaultTaxFor" : "taxOf", {
                      province: preview.taxProvinceName,
                    })
                  : t("defaultTax")}
              </p>
              {preview.problems.length > 0 && (
                <ul
                  className="text-destructive list-disc space-y-1 pl-4 text-sm"
                  aria-label={t("problems")}
                >
                  {preview.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p className="text-muted-foreground text-sm">{t("addToPreview")}</p>
          )}
          {error && (
            <p className="text-destructive text-sm" role="alert">
              {t("previewFailed", { reason: error })}
            </p>
          )}
          {refusal && (
            <div
              role="alert"
              className="border-destructive text-destructive rounded-md border p-3 text-sm"
            >
              <p className="font-medium">{t("failed")}</p>
              <p className="whitespace-pre-line">{refusal}</p>
            </div>
          )}
          <Button type="submit" className="w-full" disabled={submitting}>
            {t("submit")}
          </Button>
        </CardContent>
      </Card>
    </aside>
  );
}
