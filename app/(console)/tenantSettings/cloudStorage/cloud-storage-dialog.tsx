"use client";

import { useTranslations } from "next-intl";
import { SwitchField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { type TCloudStorageDto, ZCloudStorageFields } from "@/lib/contracts/tenant-settings";
import { ConnectionTest } from "../_components/connection-test";
import { SecretField } from "../_components/secret-field";
import { testWith } from "../_components/test-runner";

/** Edit the tenant's cloud storage; "Test connection" tries the values as they stand. */
export function CloudStorageDialog({
  settings,
  onClose,
}: {
  settings: TCloudStorageDto;
  onClose: () => void;
}) {
  const t = useTranslations("tenantSettings");
  const tc = useTranslations("common");
  const form = useAppForm(ZCloudStorageFields, {
    isEnabled: settings.isEnabled,
    endpoint: settings.endpoint,
    region: settings.region || "us-east-1",
    bucket: settings.bucket,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: "",
    forcePathStyle: settings.forcePathStyle,
  });
  const onSubmit = form.submitWith((values) => api.TenantSettings.UpdateCloudStorage(values), {
    success: () => t("saved"),
    then: onClose,
  });
  return (
    <FormDialog
      id="cloud-storage-form"
      title={t("cloudTitle")}
      description={t("cloudDescription")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
      after={
        <ConnectionTest
          run={testWith(form, (values) => api.TenantSettings.TestCloudStorage(values))}
          okMessage={(ms) => t("testOkCloud", { ms })}
        />
      }
    >
      <SwitchField
        form={form}
        name="isEnabled"
        label={t("enabledCloud")}
        hint={t("enabledCloudHint")}
      />
      <TextField
        form={form}
        name="endpoint"
        label={t("endpoint")}
        hint={t("endpointHint")}
        type="url"
        placeholder="https://"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="region" label={t("region")} required />
        <TextField form={form} name="bucket" label={t("bucket")} required />
      </div>
      <TextField form={form} name="accessKeyId" label={t("accessKeyId")} required />
      <SecretField
        form={form}
        name="secretAccessKey"
        label={t("secretAccessKey")}
        hasSecret={settings.hasSecret}
      />
      <SwitchField
        form={form}
        name="forcePathStyle"
        label={t("forcePathStyle")}
        hint={t("forcePathStyleHint")}
      />
    </FormDialog>
  );
}
