"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Link2, Pencil, Save, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useMutation } from "@/components/shell/use-mutation";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { api } from "@/lib/api/client";
import type { TColumnLayout, TSavedViewDto } from "@/lib/contracts/saved-view";
import { SaveViewDialog } from "./save-view-dialog";
import { useSharingLabel } from "./sharing-label";

/**
 * The views of this list the person owns or is shown, one row each: copy its link; and for its
 * owner, replace it with the list's current filters and columns, rename or re-share it, delete it.
 */
export function ManageViewsDialog({
  listKey,
  state,
  onClose,
}: {
  listKey: string;
  state: () => { query: string; columns: TColumnLayout };
  onClose: () => void;
}) {
  const t = useTranslations("savedViews");
  const sharingLabel = useSharingLabel();
  const tc = useTranslations("common");
  const pathname = usePathname();
  const { run } = useMutation();
  const [views, setViews] = useState<TSavedViewDto[] | null>(null);
  const [editing, setEditing] = useState<TSavedViewDto | null>(null);
  const [deleting, setDeleting] = useState<TSavedViewDto | null>(null);
  const load = useCallback(
    () => api.SavedView.GetAll({ listKey }).then((r) => setViews(r.items)),
    [listKey],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const copyLink = (view: TSavedViewDto) => {
    const url = `${window.location.origin}${pathname}?view=${view.id}`;
    navigator.clipboard.writeText(url).then(
      () => toast.success(t("linkCopied")),
      // no clipboard (a page not served over https): the link to copy by hand
      () => toast.info(url, { duration: 15000 }),
    );
  };
  const replace = (view: TSavedViewDto) =>
    run(
      () =>
        api.SavedView.Update({
          id: view.id,
          name: view.name,
          visibility: view.visibility,
          roleId: view.roleId,
          ...state(),
        }),
      { success: t("updated", { name: view.name }), refresh: false },
    ).then(load, () => undefined);

  if (editing)
    return (
      <SaveViewDialog
        listKey={listKey}
        view={editing}
        state={state}
        onClose={() => {
          setEditing(null);
          void load();
        }}
      />
    );
  return (
    <>
      <Dialog open={!deleting} onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t("manageTitle")}</DialogTitle>
            <DialogDescription>{t("manageDescription")}</DialogDescription>
          </DialogHeader>
          {views === null ? (
            <p className="text-muted-foreground text-sm">{tc("loading")}</p>
          ) : views.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("none")}</p>
          ) : (
            <ul className="max-h-[60vh] divide-y overflow-y-auto" aria-label={t("savedViews")}>
              {views.map((view) => (
                <li key={view.id} className="flex items-center gap-1 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{view.name}</p>
                    <p className="text-muted-foreground text-xs">{sharingLabel(view)}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("copyLinkTo", { name: view.name })}
                    title={t("copyLink")}
                    onClick={() => copyLink(view)}
                  >
                    <Link2 aria-hidden />
                  </Button>
                  {view.isOwner && (
                    <>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t("replaceTo", { name: view.name })}
                        title={t("replace")}
                        onClick={() => void replace(view)}
                      >
                        <Save aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t("editView", { name: view.name })}
                        title={tc("edit")}
                        onClick={() => setEditing(view)}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t("deleteView", { name: view.name })}
                        title={tc("delete")}
                        onClick={() => setDeleting(view)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("close")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t("confirmDelete", { name: deleting.name })}
          confirmLabel={tc("delete")}
          destructive
          onConfirm={() =>
            run(() => api.SavedView.Delete({ id: deleting.id }), {
              success: t("deleted", { name: deleting.name }),
              refresh: false,
            }).then(load)
          }
        />
      )}
    </>
  );
}
