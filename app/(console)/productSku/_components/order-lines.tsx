import { useTranslations } from "next-intl";
import { OrderTotals } from "@/components/orders/order-totals";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TOrderDto } from "@/lib/contracts/order";
import { formatMoney } from "@/lib/format";

/**
 * An order's lines (SKU, product and specs, quantity, unit price and where it came from,
 * amount) with the totals under them: the order's page and its invoice.
 */
export function OrderLines({
  order,
  showSource = true,
}: {
  order: TOrderDto;
  showSource?: boolean;
}) {
  const t = useTranslations("invoice");
  const tp = useTranslations("enums.PriceSource");
  const td = useTranslations("orders.detail");
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-md border">
        <Table className="min-w-[40rem]">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">#</TableHead>
              <TableHead>{t("skuNumber")}</TableHead>
              <TableHead>{t("product")}</TableHead>
              <TableHead className="text-right">{t("quantity")}</TableHead>
              <TableHead className="text-right">{t("unitPrice")}</TableHead>
              <TableHead className="text-right">{t("amount")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order.lines.map((l, i) => (
              <TableRow key={l.id} className="align-top">
                <TableCell className="text-muted-foreground tabular-nums">{i + 1}</TableCell>
                <TableCell className="font-medium">{l.skuNumber}</TableCell>
                <TableCell className="whitespace-normal">
                  {l.productName}
                  {l.specText && (
                    <span className="text-muted-foreground block text-xs">{l.specText}</span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {l.unit ? `${l.quantity} ${l.unit}` : l.quantity}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(l.unitPrice)}
                  {showSource && (
                    <span className="text-muted-foreground block text-xs">
                      {tp(l.priceSource)}
                      {l.listPrice !== l.unitPrice && (
                        <>
                          {" · "}
                          <span className="sr-only">{td("listPrice")} </span>
                          <s>{formatMoney(l.listPrice)}</s>
                        </>
                      )}
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(l.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <div className="flex justify-end">
        <OrderTotals totals={order} />
      </div>
    </div>
  );
}
