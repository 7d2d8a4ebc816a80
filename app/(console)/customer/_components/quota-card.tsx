"use client";

import dynamic from "next/dynamic";
import { useTimeZone, useTranslations } from "next-intl";
import { useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TCustomerDto, ZQuotaHistoryDto } from "@/lib/contracts/customer";
import { formatDateTime, formatMoney } from "@/lib/format";
import type * as z from "zod";

const SetQuotaDialog = dynamic(() => import("./set-quota-dialog").then((m) => m.SetQuotaDialog), {
  ssr: false,
});

type QuotaChange = z.infer<typeof ZQuotaHistoryDto>;

/** An enterprise customer's account quota: authorised, used, remaining; Set quota; history. */
export function QuotaCard({
  customer,
  name,
  history,
}: {
  customer: TCustomerDto;
  name: string;
  history: QuotaChange[];
}) {
  const t = useTranslations("customers.quota");
  const timeZone = useTimeZone() ?? "UTC";
  const canSet = useCan("Pages.Customer.Enterprise.SetQuota");
  const [setting, setSetting] = useState(false);
  const figures: [string, string, string][] = [
    ["accountQuota", t("authorised"), customer.accountQuota],
    ["usedQuota", t("used"), customer.usedQuota],
    ["remainingQuota", t("remaining"), customer.remainingQuota],
  ];
  return (
    <Card role="region" aria-labelledby="quota-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="quota-heading">{t("title")}</h2>
        </CardTitle>
        {canSet && (
          <CardAction>
            <Button size="sm" onClick={() => setSetting(true)}>
              {t("set")}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map(([key, label, value]) => (
            <div key={key}>
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={key}>
                {formatMoney(value)}
              </dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="quota-history-heading" className="space-y-2">
          <h3 id="quota-history-heading" className="text-sm font-medium">
            {t("history")}
          </h3>
          {history.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("noHistory")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("time")}</TableHead>
                  <TableHead>{t("previous")}</TableHead>
                  <TableHead>{t("new")}</TableHead>
                  <TableHead>{t("remark")}</TableHead>
                  <TableHead>{t("by")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {history.map((h) => (
                  <TableRow key={h.id}>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatDateTime(h.creationTime, timeZone)}
                    </TableCell>
                    <TableCell className="tabular-nums">{formatMoney(h.previousQuota)}</TableCell>
                    <TableCell className="tabular-nums">{formatMoney(h.newQuota)}</TableCell>
                    <TableCell className="whitespace-normal">{h.remark ?? "—"}</TableCell>
                    <TableCell>{h.creatorUserName ?? "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
      </CardContent>
      {setting && (
        <SetQuotaDialog customer={customer} name={name} onClose={() => setSetting(false)} />
      )}
    </Card>
  );
}
