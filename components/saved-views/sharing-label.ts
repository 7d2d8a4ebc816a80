"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { TSavedViewDto } from "@/lib/contracts/saved-view";

/** Who sees a view besides its owner (and who owns it, when not the person), under its name. */
export function useSharingLabel() {
  const t = useTranslations("savedViews");
  return useCallback(
    (view: Pick<TSavedViewDto, "visibility" | "roleName" | "isOwner" | "ownerUserName">) => {
      const shared =
        view.visibility === "Global"
          ? t("sharedWithEveryone")
          : view.visibility === "Role"
            ? t("sharedWithRole", { role: view.roleName ?? "" })
            : t("onlyMe");
      return view.isOwner ? shared : `${shared} · ${t("byOwner", { owner: view.ownerUserName })}`;
    },
    [t],
  );
}
