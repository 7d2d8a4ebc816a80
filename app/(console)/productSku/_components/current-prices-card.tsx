import Link from "next/link";
import { getTimeZone, getTranslations } from "next-intl/server";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { TCurrentPriceDto } from "@/lib/contracts/catalogue/price-revision";
import { formatDateTime, formatMoney } from "@/lib/format";
import { customerPrices } from "./sales-routes";

/** The first few current customer prices of a SKU, and a link to all of them. */
export async function CurrentPricesCard({
  skuId,
  prices,
}: {
  skuId: string;
  prices: { items: TCurrentPriceDto[]; totalCount: number };
}) {
  const [t, timeZone] = await Promise.all([getTranslations("sales"), getTimeZone()]);
  return (
    <Card role="region" aria-labelledby="current-prices-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle>
          <h2 id="current-prices-heading">{t("currentPrices")}</h2>
        </CardTitle>
        <Button variant="link" asChild>
          <Link href={customerPrices(skuId)}>
            {t("allCustomerPrices", { count: prices.totalCount })}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {prices.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noCustomerPrices")}</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("prices.customerCode")}</TableHead>
                  <TableHead>{t("prices.customer")}</TableHead>
                  <TableHead className="text-right">{t("prices.standardPrice")}</TableHead>
                  <TableHead className="text-right">{t("prices.revisedPrice")}</TableHead>
                  <TableHead>{t("prices.time")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {prices.items.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell className="font-medium">{p.customerCode}</TableCell>
                    <TableCell>{p.customerName}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(p.standardPrice)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(p.revisedPrice)}
                    </TableCell>
                    <TableCell className="tabular-nums">
                      {formatDateTime(p.creationTime, timeZone)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
