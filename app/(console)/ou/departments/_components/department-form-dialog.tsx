"use client";

import { useTranslations } from "next-intl";
import type * as z from "zod";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import {
  type TOrganizationUnitDto,
  ZCreateOrganizationUnitInput,
  ZUpdateOrganizationUnitInput,
} from "@/lib/contracts/organization-unit";

/** Add a department under `parent` (none: at the top), or rename `row`. */
export function DepartmentFormDialog({
  parent,
  row,
  onClose,
}: {
  parent?: TOrganizationUnitDto | null;
  row?: TOrganizationUnitDto;
  onClose: () => void;
}) {
  const t = useTranslations("departments");
  const tc = useTranslations("common");
  const said = useSaid("department");
  // one form for both: a rename sends the row's id, an addition its parent
  const schema = (row
    ? ZUpdateOrganizationUnitInput
    : ZCreateOrganizationUnitInput) as unknown as z.ZodType<
    Record<string, unknown>,
    Record<string, unknown>
  >;
  const form = useAppForm(
    schema,
    row
      ? { id: row.id, displayName: row.displayName }
      : { parentId: parent?.id ?? null, displayName: "" },
  );
  const onSubmit = form.submitWith(
    (values) =>
      row
        ? api.OrganizationUnit.Update({ ...values, id: row.id } as never)
        : api.OrganizationUnit.Create(values as never),
    {
      success: (_, values) => said(row ? "saved" : "created", String(values.displayName)),
      then: onClose,
    },
  );
  const title = row
    ? t("renameTitle", { name: row.displayName })
    : parent
      ? t("addUnder", { name: parent.displayName })
      : t("add");
  return (
    <FormDialog
      id="department-form"
      title={title}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="displayName" label={t("name")} required />
    </FormDialog>
  );
}
