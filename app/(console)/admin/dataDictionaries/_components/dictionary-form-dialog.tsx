"use client";

import { useTranslations } from "next-intl";
import type * as z from "zod";
import { NumberField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import {
  type TDataDictionaryDto,
  ZCreateDataDictionaryInput,
  ZUpdateDataDictionaryInput,
} from "@/lib/contracts/data-dictionary";

/** Where a new row goes: under `parentId` (none: a root node), as a node or a value. */
export interface DictionaryPlace {
  parentId: string | null;
  isParent: boolean;
}

/** Add a node or value at `place`, or edit `row` (its key, name and order; it keeps its place). */
export function DictionaryFormDialog({
  place,
  row,
  onClose,
}: {
  place?: DictionaryPlace;
  row?: TDataDictionaryDto;
  onClose: () => void;
}) {
  const t = useTranslations("dataDictionaries");
  const tc = useTranslations("common");
  const isParent = row?.isParent ?? place?.isParent ?? true;
  const said = useSaid(isParent ? "dictionaryNode" : "dictionaryValue");
  const fields = {
    key: row?.key ?? "",
    displayName: row?.displayName ?? "",
    displayOrder: row?.displayOrder ?? 0,
  };
  // one form for both: an edit sends the row's id, an addition its place
  const schema = (row
    ? ZUpdateDataDictionaryInput
    : ZCreateDataDictionaryInput) as unknown as z.ZodType<
    Record<string, unknown>,
    Record<string, unknown>
  >;
  const form = useAppForm(
    schema,
    row ? { ...fields, id: row.id } : { ...fields, parentId: place?.parentId ?? null, isParent },
  );
  const onSubmit = form.submitWith(
    (values) =>
      row
        ? api.DataDictionary.Update({ ...values, id: row.id } as never)
        : api.DataDictionary.Create(values as never),
    {
      success: (_, values) => said(row ? "saved" : "created", String(values.displayName)),
      then: onClose,
    },
  );
  const title = row
    ? t("editTitle", { name: row.displayName })
    : t(isParent ? (place?.parentId ? "addChildNode" : "addNode") : "addValue");
  return (
    <FormDialog
      id="dictionary-form"
      title={title}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="key" label={t("key")} hint={t("keyHint")} required />
      <TextField form={form} name="displayName" label={t("displayName")} required />
      <NumberField
        form={form}
        name="displayOrder"
        label={t("displayOrder")}
        min={0}
        max={99999}
        required
      />
    </FormDialog>
  );
}
