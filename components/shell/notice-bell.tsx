"use client";

import { Bell } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { deferred, deferredPart } from "@/components/ui/deferred";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { api, quiet } from "@/lib/api/client";
import { onMutation } from "./use-mutation";

/** How often the unread count is asked again while the page is in view. */
const POLL_MS = 60_000;

const itemsModule = deferred(() => import("./notice-items"));
const NoticeItems = deferredPart(itemsModule, "NoticeItems");

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
        if (next) {
          refresh();
          void itemsModule.load();
        }
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
