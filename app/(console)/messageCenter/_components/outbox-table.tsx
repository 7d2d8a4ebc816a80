"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
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
import type { TOutboxMessageDto } from "@/lib/contracts/portal";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { channelKeys, statusKeys } from "./outbox-labels";

const MessageDialog = dynamic(() => import("./message-dialog").then((m) => m.MessageDialog));

type Status = TOutboxMessageDto["status"];
const tones = {
  Held: "outline",
  Pending: "secondary",
  Sent: "default",
  Failed: "destructive",
} as const;

/** The outbox: recipient, channel, subject and status; each message readable in a dialog. */
export function OutboxTable(props: {
  result: TPagedResult<TOutboxMessageDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
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
        values: Object.keys(statusKeys) as Status[],
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
        result={props.result}
        params={props.params}
        source={props.source}
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
