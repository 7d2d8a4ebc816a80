"use client";

import { useTimeZone, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
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
import type { PermissionName } from "@/lib/permissions";
import { formatDateTime } from "@/lib/format";

/** A provider's settings as kept (issue 17 item 7): what they are, who saved them, and Edit. */
export function ProviderSettingsCard({
  saved,
  figures,
  editPermission,
  dialog,
}: {
  saved: { lastModificationTime: string | null; lastModifierName: string | null };
  /** [test id, label, value] */
  figures: [string, string, string][];
  editPermission: PermissionName;
  /** the edit dialog (loaded when opened), closed with `close` */
  dialog: (close: () => void) => ReactNode;
}) {
  const t = useTranslations("tenantSettings");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const canEdit = useCan(editPermission);
  const [editing, setEditing] = useState(false);
  return (
    <Card role="region" aria-labelledby="settings-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="settings-heading">{t("settings")}</h2>
        </CardTitle>
        <CardDescription>
          {saved.lastModificationTime
            ? t("lastSaved", {
                time: formatDateTime(saved.lastModificationTime, timeZone),
                user: saved.lastModifierName ?? "—",
              })
            : t("neverSaved")}{" "}
          {!canEdit && t("readOnly")}
        </CardDescription>
        {canEdit && (
          <CardAction>
            <Button size="sm" onClick={() => setEditing(true)}>
              {tc("edit")}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map(([key, label, value]) => (
            <div key={key} className="min-w-0">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd className="mt-1 font-medium break-words" data-testid={key}>
                {value || "—"}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
      {editing && dialog(() => setEditing(false))}
    </Card>
  );
}
