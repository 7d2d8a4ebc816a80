"use client";

import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TNoticeDto } from "@/lib/contracts/notice";
import { formatDateTime } from "@/lib/format";
import { useErrorToast } from "./use-mutation";

// The bell's menu, loaded when it is first opened (first-load weight: every page has the bell).

/** The newest notices the menu shows. */
const SHOWN = 10;

/** One notice in the reader's words: what waits for them, or how their submission ended. */
function NoticeText({ notice: n }: { notice: TNoticeDto }) {
  const t = useTranslations("notices");
  const what = n.title ?? t("hidden");
  return n.kind === "AuditWaiting"
    ? t("waiting", { kind: n.definitionName, what, step: n.step ?? 1 })
    : t(n.outcome === "Approved" ? "approved" : "rejected", { kind: n.definitionName, what });
}

/** The menu's notices, read when it opens; choosing one marks it read and opens its record. */
export function NoticeItems({ onChanged }: { onChanged: () => void }) {
  const t = useTranslations("notices");
  const router = useRouter();
  const timeZone = useTimeZone() ?? "UTC";
  const showError = useErrorToast();
  const [items, setItems] = useState<TNoticeDto[] | null>(null);
  useEffect(() => {
    api.Notice.GetAll({ maxResultCount: SHOWN })
      .then((r) => setItems(r.items))
      .catch(() => setItems([]));
  }, []);
  const open = async (n: TNoticeDto) => {
    if (!n.isRead) await api.Notice.MarkRead({ ids: [n.id] }).catch(() => {});
    onChanged();
    if (n.href) router.push(n.href);
  };
  const unread = items?.some((n) => !n.isRead);
  return (
    <>
      <DropdownMenuLabel>{t("title")}</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {items === null || items.length === 0 ? (
        // a menu holds items: the loading and empty states are one, disabled
        <DropdownMenuItem disabled>{t(items === null ? "loading" : "none")}</DropdownMenuItem>
      ) : (
        items.map((n) => (
          <DropdownMenuItem
            key={n.id}
            onSelect={() => void open(n)}
            className="flex items-start gap-2"
            data-testid="notice"
            data-unread={!n.isRead || undefined}
          >
            <span
              aria-hidden
              className={`mt-1.5 size-2 shrink-0 rounded-full ${n.isRead ? "bg-transparent" : "bg-primary"}`}
            />
            <span className="min-w-0 flex-1">
              <span className={n.isRead ? "text-muted-foreground" : "font-medium"}>
                {!n.isRead && <span className="sr-only">{t("unread")} </span>}
                <NoticeText notice={n} />
              </span>
              <span className="text-muted-foreground block text-xs">
                {formatDateTime(n.time, timeZone)}
              </span>
            </span>
          </DropdownMenuItem>
        ))
      )}
      {unread && (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              // the ones shown, not those beyond them or come since; the menu closes
              const ids = items!.filter((n) => !n.isRead).map((n) => n.id);
              void api.Notice.MarkRead({ ids }).then(onChanged).catch(showError);
            }}
          >
            {t("markAllRead")}
          </DropdownMenuItem>
        </>
      )}
    </>
  );
}
