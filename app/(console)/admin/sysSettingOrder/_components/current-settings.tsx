"use client";

import dynamic from "next/dynamic";
import { useTimeZone, useTranslations } from "next-intl";
import { useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import type { TOrderSettingDto } from "@/lib/contracts/settings";
import { formatDateTime, formatMoney } from "@/lib/format";

// Loaded when opened, with the form kit and zod (a list page's first-load weight).
const OrderSettingsDialog = dynamic(
  () => import("./order-settings-dialog").then((m) => m.OrderSettingsDialog),
  { ssr: false },
);

/** The order settings in force (the newest version), and Change for those who may edit them. */
export function CurrentSettings({ current }: { current: TOrderSettingDto | null }) {
  const t = useTranslations("settings.orders");
  const timeZone = useTimeZone() ?? "UTC";
  const canEdit = useCan("Pages.Admin.OrderSettings.Edit");
  const [editing, setEditing] = useState(false);
  const figures: [string, string, string][] = current
    ? [
        ["shippingFee", t("shippingFee"), formatMoney(current.shippingFee)],
        [
          "freeShippingThreshold",
          t("freeShippingThreshold"),
          formatMoney(current.freeShippingThreshold),
        ],
        [
          "unpaidCancelHours",
          t("unpaidCancelHours"),
          t("hours", { count: current.unpaidCancelHours }),
        ],
      ]
    : [];
  return (
    <Card role="region" aria-labelledby="current-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="current-heading">
            {current ? t("current", { version: current.version }) : t("currentNone")}
          </h2>
        </CardTitle>
        <CardDescription>
          {current
            ? t("savedBy", {
                name: current.creatorName ?? "—",
                time: formatDateTime(current.creationTime, timeZone),
              })
            : t("noneYet")}
        </CardDescription>
        {canEdit && (
          <CardAction>
            <Button size="sm" onClick={() => setEditing(true)}>
              {current ? t("change") : t("setUp")}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      {current && (
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-3">
            {figures.map(([key, label, value]) => (
              <div key={key}>
                <dt className="text-muted-foreground text-sm">{label}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={key}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground mt-4 text-sm">
            {t("rule", {
              fee: formatMoney(current.shippingFee),
              threshold: formatMoney(current.freeShippingThreshold),
              count: current.unpaidCancelHours,
            })}
          </p>
        </CardContent>
      )}
      {editing && <OrderSettingsDialog current={current} onClose={() => setEditing(false)} />}
    </Card>
  );
}
