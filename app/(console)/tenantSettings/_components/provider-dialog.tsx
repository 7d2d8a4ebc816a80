"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldValues, UseFormHandleSubmit } from "react-hook-form";
import { FormDialog } from "@/components/form/form-dialog";
import type { TConnectionTestDto } from "@/lib/contracts/tenant-settings";
import { ConnectionTest } from "./connection-test";

/** What the dialog uses of a `useAppForm` form with values V, parsed as O. */
interface ProviderForm<V extends FieldValues, O> {
  formState: { isSubmitting: boolean };
  handleSubmit: UseFormHandleSubmit<V, O>;
  applyServerErrors: (error: unknown) => void;
  submitWith: <R>(
    call: (values: O) => Promise<R>,
    options: { success?: (result: R, values: O) => string; then?: (result: R) => void },
  ) => () => void;
}

/**
 * A provider's edit dialog (issue 17 item 7): its fields, Save, and under them "Test connection"
 * with the values as they stand. Both check the fields as a save checks them; a field the server
 * refuses is marked on the form either way.
 */
export function ProviderDialog<V extends FieldValues, O>({
  id,
  title,
  description,
  form,
  save,
  test,
  okMessage,
  testFields,
  onClose,
  children,
}: {
  id: string;
  title: string;
  description: string;
  form: ProviderForm<V, O>;
  save: (values: O) => Promise<unknown>;
  /** undefined: not run (a field only the test needs is missing, and marked) */
  test: (values: O) => Promise<TConnectionTestDto | undefined>;
  okMessage: (ms: number) => string;
  /** fields only the test uses, above its button */
  testFields?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations("tenantSettings");
  const tc = useTranslations("common");
  const onSubmit = form.submitWith(save, { success: () => t("saved"), then: onClose });
  const runTest = () =>
    new Promise<TConnectionTestDto | undefined>((resolve, reject) => {
      void form.handleSubmit(
        (values) =>
          test(values).then(resolve, (error: unknown) => {
            form.applyServerErrors(error);
            reject(error);
          }),
        () => resolve(undefined),
      )();
    });
  return (
    <FormDialog
      id={id}
      title={title}
      description={description}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
      after={
        <div className="space-y-3">
          {testFields}
          <ConnectionTest run={runTest} okMessage={okMessage} />
        </div>
      }
    >
      {children}
    </FormDialog>
  );
}
