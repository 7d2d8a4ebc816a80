"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { DateField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { ZImportStatementInput } from "@/lib/contracts/bank-reconciliation";

/**
 * Import a bank statement: its name, period and file (.xlsx or .csv). The server reads every
 * line, matches what it can and the statement's page opens; a line it cannot read is named.
 */
export function ImportStatementDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("bankReconciliation");
  const router = useRouter();
  const form = useAppForm(ZImportStatementInput, {
    name: "",
    periodFrom: "",
    periodTo: "",
    file: undefined,
  });
  const onSubmit = form.submitWith(
    (values) => {
      const data = new FormData();
      data.append("file", values.file);
      data.append("name", values.name);
      data.append("periodFrom", values.periodFrom);
      data.append("periodTo", values.periodTo);
      return api.BankStatement.Import(data as never);
    },
    {
      success: (s) => t("imported", { name: s.name, matched: s.matchedCount, lines: s.lineCount }),
      refresh: false,
      then: (s) => {
        onClose();
        router.push(`/charity/bankReconciliation/${s.id}`);
      },
    },
  );
  const fileError = form.formState.errors.file?.message;
  return (
    <FormDialog
      id="import-statement-form"
      title={t("importTitle")}
      description={t("importHint")}
      submitLabel={t("importSubmit")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("name")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="periodFrom" label={t("periodFrom")} required />
        <DateField form={form} name="periodTo" label={t("periodTo")} required />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="statement-file" className="text-sm font-medium">
          {t("file")}{" "}
          <span className="text-destructive" aria-hidden>
            *
          </span>
        </label>
        <Controller
          control={form.control}
          name="file"
          render={({ field }) => (
            <input
              id="statement-file"
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={!!fileError}
              aria-required
              aria-describedby={
                fileError ? "statement-file-hint statement-file-error" : "statement-file-hint"
              }
              onChange={(e) => field.onChange(e.target.files?.[0])}
              className="file:bg-secondary file:text-secondary-foreground block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
            />
          )}
        />
        <p id="statement-file-hint" className="text-muted-foreground text-xs">
          {t("fileHint")}
        </p>
        {fileError && (
          <p id="statement-file-error" role="alert" className="text-destructive text-sm">
            {fileError}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
