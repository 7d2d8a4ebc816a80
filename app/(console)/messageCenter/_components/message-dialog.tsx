"use client";

import { useTimeZone, useTranslations } from "next-intl";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { TOutboxMessageDto } from "@/lib/contracts/portal";
import { formatDateTime } from "@/lib/format";
import { channelKeys, statusKeys } from "./outbox-labels";

// One outbox message in full; loaded when first opened (the list's first load stays light).
export function MessageDialog({
  message,
  onClose,
}: {
  message: TOutboxMessageDto;
  onClose: () => void;
}) {
  const t = useTranslations("messageCenter");
  const timeZone = useTimeZone() ?? "UTC";
  const facts: [string, string][] = [
    [t("channel"), t(channelKeys[message.channel])],
    [t("status"), t(statusKeys[message.status])],
    [t("creationTime"), formatDateTime(message.creationTime, timeZone)],
    [t("attempts"), String(message.attempts)],
    ...(message.sentTime
      ? [[t("sentTime"), formatDateTime(message.sentTime, timeZone)] as [string, string]]
      : []),
    ...(message.lastError ? [[t("lastError"), message.lastError] as [string, string]] : []),
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("viewTitle", { recipient: message.recipient })}</DialogTitle>
          <DialogDescription>{message.subject}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="mb-1 text-sm font-medium">{t("body")}</h3>
          <p className="bg-muted rounded-md p-3 text-sm break-words whitespace-pre-wrap">
            {message.body}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
