"use client";

import { Bell } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTimeZone, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TNoticeDto } from "@/lib/contracts/notice";
import { formatDateTime } from "@/lib/format";
import { onMutation } from "./use-mutation";

/** How often the unread count is asked again while the page is in view. */
const POLL_MS = 60_000;
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
function NoticeItems({ onChanged }: { onChanged: () => void }) {
  const t = useTranslations("notices");
  const router = useRouter();
  const timeZone = useTimeZone() ?? "UTC";
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
      {items === null ? (
        <p className="text-muted-foreground px-2 py-3 text-sm">{t("loading")}</p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground px-2 py-3 text-sm">{t("none")}</p>
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
            onSelect={(event) => {
              // the menu stays open, its notices now read
              event.preventDefault();
              void api.Notice.MarkRead({})
                .catch(() => {})
                .then(() => {
                  setItems((list) => list?.map((n) => ({ ...n, isRead: true })) ?? null);
                  onChanged();
                });
            }}
          >
            {t("markAllRead")}
          </DropdownMenuItem>
        </>
      )}
    </>
  );
}

/**
 * The header's bell (issue 17 item 5): how many notices are unread (asked on load, after every
 * change the console makes, and each minute while in view), and the newest ten when opened.
 */
export function NoticeBell() {
  const t = useTranslations("notices");
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const refresh = useCallback(() => {
    api.Notice.GetUnreadCount({})
      .then((r) => setCount(r.count))
      .catch(() => {});
  }, []);
  useEffect(() => {
    refresh();
    const stop = onMutation(refresh);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, POLL_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [refresh]);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={count ? t("bellUnread", { count }) : t("bell")}
          data-testid="notice-bell"
        >
          <Bell />
          {count > 0 && (
            <span
              aria-hidden
              className="bg-destructive absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-[10px] leading-4 font-medium text-white"
            >
              {count > 99 ? "99+" : count}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[70vh] w-80 overflow-y-auto">
        {open && <NoticeItems onChanged={refresh} />}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
