"use client";

import { useTimeZone, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { TOutboxMessageDto } from "@/lib/contracts/portal";
import { formatDateTime } from "@/lib/format";
import type { ListParams } from "@/lib/list-params";

type Status = TOutboxMessageDto["status"];
const statusKeys = {
  Held: "statusHeld",
  Pending: "statusPending",
  Sent: "statusSent",
  Failed: "statusFailed",
} as const;
const channelKeys = { Email: "channelEmail", Sms: "channelSms" } as const;
const tones = {
  Held: "outline",
  Pending: "secondary",
  Sent: "default",
  Failed: "destructive",
} as const;

/** The outbox: recipient, channel, subject and status; each message readable in a dialog. */
export function OutboxTable(props: {
  result: { items: TOutboxMessageDto[]; totalCount: number };
  params: ListParams;
}) {
  const t = useTranslations("messageCenter");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const [reading, setReading] = useState<TOutboxMessageDto | null>(null);
  const columns = useMemo(
    () => [
      col.date<TOutboxMessageDto>("creationTime", t("creationTime"), { sortable: true }),
      col.text<TOutboxMessageDto>("recipient", t("recipient"), { sortable: true, hideable: false }),
      col.text<TOutboxMessageDto>("channel", t("channel"), {
        cell: (m) => t(channelKeys[m.channel]),
      }),
      col.text<TOutboxMessageDto>("subject", t("subject")),
      col.status<TOutboxMessageDto, Status>("status", t("status"), {
        sortable: true,
        label: (s) => t(statusKeys[s]),
        tone: (s) => tones[s],
      }),
      col.date<TOutboxMessageDto>("sentTime", t("sentTime")),
      col.actions<TOutboxMessageDto>(tc("actions"), (m) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("viewTitle", { recipient: m.recipient })}
          onClick={() => setReading(m)}
        >
          {t("view")}
        </Button>
      )),
    ],
    [t, tc],
  );
  return (
    <>
      <DataTable
        columns={columns}
        data={props.result.items}
        totalCount={props.result.totalCount}
        params={props.params}
        getRowId={(m) => m.id}
        things={te("messages")}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch name="recipient" placeholder={t("searchPlaceholder")} />
            <DataTableSelectFilter
              name="status"
              label={t("status")}
              options={(Object.keys(statusKeys) as Status[]).map((s) => ({
                value: s,
                label: t(statusKeys[s]),
              }))}
            />
            <DataTableResetFilters names={["recipient", "status"]} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      {reading && <MessageDialog message={reading} onClose={() => setReading(null)} />}
    </>
  );
}

function MessageDialog({ message, onClose }: { message: TOutboxMessageDto; onClose: () => void }) {
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
