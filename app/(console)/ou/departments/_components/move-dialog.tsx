"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { OrganizationUnit, type TOrganizationUnitDto } from "@/lib/contracts/organization-unit";

/** Moves `row`, with everything under it, under another department or to the top. */
export function MoveDialog({
  row,
  units,
  onClose,
}: {
  row: TOrganizationUnitDto;
  /** every department, in tree order (by code) */
  units: readonly TOrganizationUnitDto[];
  onClose: () => void;
}) {
  const t = useTranslations("departments");
  const form = useAppForm(OrganizationUnit.MoveOrganizationUnit.input, {
    id: row.id,
    newParentId: row.parentId,
  });
  // not under itself or anything under it
  const targets = units.filter((u) => u.code !== row.code && !u.code.startsWith(`${row.code}.`));
  const onSubmit = form.submitWith((values) => api.OrganizationUnit.MoveOrganizationUnit(values), {
    success: () => t("moved", { name: row.displayName }),
    then: onClose,
  });
  return (
    <FormDialog
      id="department-move"
      title={t("moveTitle", { name: row.displayName })}
      submitLabel={t("move")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SelectField
        form={form}
        name="newParentId"
        label={t("moveUnder")}
        hint={t("moveHint")}
        none={t("topLevel")}
        options={targets.map((u) => ({
          value: u.id,
          label: u.displayName,
          depth: u.code.split(".").length - 1,
        }))}
      />
    </FormDialog>
  );
}
