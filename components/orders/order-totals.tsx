import { useTranslations } from "next-intl";
import type { TOrderDto } from "@/lib/contracts/order";
import { formatMoney } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * A rate as stored ("5.000", "9.975") as people write it ("5", "9.975"): shown, never computed
 * with (a 3-decimal string reads back exactly).
 */
const percent = (rate: string) => String(Number(rate));

type Totals = Pick<
  TOrderDto,
  "goodsAmount" | "shippingFee" | "gstRate" | "qstRate" | "gstAmount" | "qstAmount" | "totalAmount"
>;

/**
 * Goods, shipping, GST and QST each with its rate (SPEC §9: shown separately, even at 0 %), and
 * the total: an order's, its invoice's and the live preview's. The amounts are the server's.
 */
export function OrderTotals({
  totals,
  className,
  shippingNote,
}: {
  totals: Totals;
  className?: string;
  /** under the shipping line (the free-shipping threshold on the preview) */
  shippingNote?: string;
}) {
  const t = useTranslations("invoice");
  const rows: [key: string, label: string, amount: string, note?: string][] = [
    ["goods", t("goods"), totals.goodsAmount],
    ["shipping", t("shipping"), totals.shippingFee, shippingNote],
    ["gst", t("gst", { rate: percent(totals.gstRate) }), totals.gstAmount],
    ["qst", t("qst", { rate: percent(totals.qstRate) }), totals.qstAmount],
  ];
  return (
    <dl className={cn("w-full max-w-sm space-y-1.5 text-sm", className)}>
      {rows.map(([key, label, amount, note]) => (
        <div key={key} className="flex justify-between gap-6">
          <dt className="text-muted-foreground">
            {label}
            {note && <span className="block text-xs">{note}</span>}
          </dt>
          <dd className="tabular-nums" data-testid={`total-${key}`}>
            {formatMoney(amount)}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-6 border-t pt-2 text-base font-semibold">
        <dt>{t("total")}</dt>
        <dd className="tabular-nums" data-testid="total-amount">
          {formatMoney(totals.totalAmount)}
        </dd>
      </div>
    </dl>
  );
}
