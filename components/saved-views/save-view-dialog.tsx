"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useCan } from "@/components/shell/permissions";
import { api } from "@/lib/api/client";
import {
  SAVED_VIEW_VISIBILITIES,
  type TColumnLayout,
  type TSavedViewDto,
  ZSavedViewSharingInput,
} from "@/lib/contracts/saved-view";

/**
 * Saves the list as it is now under a name (`view` absent), or renames and re-shares a view the
 * person owns (its filters and columns stay). Sharing: only me, a role (the person's own, or any
 * with ShareAnyRole), or everyone (with ShareGlobal); the API checks the same.
 */
export function SaveViewDialog({
  listKey,
  view,
  state,
  onClose,
  onSaved,
}: {
  listKey: string;
  view?: TSavedViewDto;
  state: () => { query: string; columns: TColumnLayout };
  onClose: () => void;
  onSaved?: (view: TSavedViewDto) => void;
}) {
  const t = useTranslations("savedViews");
  const tc = useTranslations("common");
  const canGlobal = useCan("Pages.SavedViews.ShareGlobal");
  const [roles, setRoles] = useState<{ id: string; displayName: string }[]>([]);
  useEffect(() => {
    api.SavedView.GetShareRoles().then(
      (r) => setRoles(r.items),
      () => setRoles([]),
    );
  }, []);
  const form = useAppForm(ZSavedViewSharingInput, {
    name: view?.name ?? "",
    visibility: view?.visibility ?? "Private",
    roleId: view?.roleId ?? null,
  });
  const visibility = useWatch({ control: form.control, name: "visibility" });
  const onSubmit = form.submitWith(
    (values) => {
      const sharing = { ...values, roleId: values.visibility === "Role" ? values.roleId : null };
      return view
        ? api.SavedView.Update({
            ...sharing,
            id: view.id,
            query: view.query,
            columns: view.columns,
          })
        : api.SavedView.Create({ ...sharing, listKey, ...state() });
    },
    {
      success: (saved) => t(view ? "updated" : "saved", { name: saved.name }),
      then: (saved) => {
        onSaved?.(saved);
        onClose();
      },
      refresh: false,
    },
  );
  const options = SAVED_VIEW_VISIBILITIES.filter(
    (v) => v !== "Global" || canGlobal || view?.visibility === "Global",
  ).map((v) => ({ value: v, label: t(`visibility.${v}`) }));
  return (
    <FormDialog
      id="save-view-form"
      title={view ? t("editTitle") : t("saveTitle")}
      description={view ? undefined : t("saveDescription")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("name")} required />
      <SelectField form={form} name="visibility" label={t("sharing")} options={options} />
      {visibility === "Role" && (
        <SelectField
          form={form}
          name="roleId"
          label={t("role")}
          placeholder={roles.length ? t("chooseRole") : t("noRoles")}
          disabled={roles.length === 0}
          options={roles.map((r) => ({ value: r.id, label: r.displayName }))}
        />
      )}
    </FormDialog>
  );
}
