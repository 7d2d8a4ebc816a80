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
import { api, quiet } from "@/lib/api/client";
import type { TNoticeDto } from "@/lib/contracts/notice";
import { formatDateTime } from "@/lib/format";
import { onMutation, useErrorToast } from "./use-mutation";

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

/**
 * The header's bell (issue 17 item 5): how many notices are unread (asked on load, after every
 * change the console makes, and each minute while in view), and the newest ten when opened.
 */
export function NoticeBell() {
  const t = useTranslations("notices");
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const refresh = useCallback(() => {
    // in the background: a refusal (the moment after a password change renews the session, or
    // an ended one) changes nothing here and sends nobody to sign in
    quiet(api.Notice.GetUnreadCount)({})
      .then((r) => setCount(r.count))
      .catch(() => {});
  }, []);
  useEffect(() => {
    refresh();
    const stop = onMutation(refresh);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, POLL_MS);
    // back to the tab: asked at once, not at the next minute
    const onVisible = () => document.visibilityState === "visible" && refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stop();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);
  return (
    <DropdownMenu
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) refresh();
      }}
    >
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
