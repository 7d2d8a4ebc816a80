"use client";

import type { Table } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { Bookmark, Check, Plus, Settings } from "lucide-react";
import { useCallback, useState } from "react";
import { applyLayout, layoutOfTable } from "@/components/data-table/column-layout";
import { useErrorToast } from "@/components/shell/use-mutation";
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
import type { TSavedViewDto } from "@/lib/contracts/saved-view";
import { UNSAVED_QUERY_KEYS } from "@/lib/contracts/saved-view-values";
import { useListKey } from "./list-key";
import { useSharingLabel } from "./sharing-label";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const SaveViewDialog = dynamic(() => import("./save-view-dialog").then((m) => m.SaveViewDialog), {
  ssr: false,
});
const ManageViewsDialog = dynamic(
  () => import("./manage-views-dialog").then((m) => m.ManageViewsDialog),
  { ssr: false },
);

/** The list's state as a view keeps it: its URL query without the page, and its columns. */
function currentState<T>(table: Table<T>, search: URLSearchParams) {
  const query = new URLSearchParams(search.toString());
  for (const key of UNSAVED_QUERY_KEYS) query.delete(key);
  return { query: query.toString(), columns: layoutOfTable(table) };
}

/**
 * Saved views of this list (issue 14 item 3): the views the person owns, shares a role with, or
 * that are global, each applied by choosing it (its query in the URL, its columns on the table);
 * "Save current view…" and "Manage views…" open their dialogs.
 */
export function SavedViewsMenu<T>({ table }: { table: Table<T> }) {
  const t = useTranslations("savedViews");
  const sharingLabel = useSharingLabel();
  const tc = useTranslations("common");
  const listKey = useListKey();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const showError = useErrorToast();
  const [views, setViews] = useState<TSavedViewDto[] | null>(null);
  const [dialog, setDialog] = useState<"save" | "manage" | null>(null);
  const [appliedId, setAppliedId] = useState<string | null>(null);

  const load = useCallback(
    () =>
      api.SavedView.GetAll({ listKey }).then(
        (r) => setViews(r.items),
        (error: unknown) => showError(error),
      ),
    [listKey, showError],
  );
  const apply = (view: TSavedViewDto) => {
    setAppliedId(view.id);
    applyLayout(table, view.columns);
    router.push(view.query ? `${pathname}?${view.query}` : pathname, { scroll: false });
  };
  const state = () => currentState(table, search);

  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && void load()}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="h-9">
            <Bookmark /> {t("views")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-[70vh] w-72 overflow-y-auto">
          <DropdownMenuLabel>{t("savedViews")}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {views === null ? (
            <DropdownMenuItem disabled>{tc("loading")}</DropdownMenuItem>
          ) : views.length === 0 ? (
            <DropdownMenuItem disabled>{t("none")}</DropdownMenuItem>
          ) : (
            views.map((view) => (
              <DropdownMenuItem
                key={view.id}
                onSelect={() => apply(view)}
                className="flex items-start gap-2"
              >
                <Check
                  aria-hidden
                  className={view.id === appliedId ? "mt-0.5" : "invisible mt-0.5"}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate">{view.name}</span>
                  <span className="text-muted-foreground text-xs">{sharingLabel(view)}</span>
                </span>
              </DropdownMenuItem>
            ))
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog("save")}>
            <Plus aria-hidden /> {t("saveCurrent")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("manage")}>
            <Settings aria-hidden /> {t("manage")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === "save" && (
        <SaveViewDialog
          listKey={listKey}
          state={state}
          onClose={() => setDialog(null)}
          onSaved={(view) => setAppliedId(view.id)}
        />
      )}
      {dialog === "manage" && (
        <ManageViewsDialog listKey={listKey} state={state} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
