"use client";

import { useTranslations } from "next-intl";
import { SwitchField, TextField } from "@/components/form/fields";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { type TCloudStorageDto, ZCloudStorageFields } from "@/lib/contracts/tenant-settings";
import { ProviderDialog } from "../_components/provider-dialog";
import { SecretField } from "../_components/secret-field";

/** Edit the tenant's cloud storage; "Test connection" tries the values as they stand. */
export function CloudStorageDialog({
  settings,
  onClose,
}: {
  settings: TCloudStorageDto;
  onClose: () => void;
}) {
  const t = useTranslations("tenantSettings");
  const form = useAppForm(ZCloudStorageFields, {
    isEnabled: settings.isEnabled,
    endpoint: settings.endpoint,
    region: settings.region || "us-east-1",
    bucket: settings.bucket,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: "",
    forcePathStyle: settings.forcePathStyle,
  });
  return (
    <ProviderDialog
      id="cloud-storage-form"
      title={t("cloudTitle")}
      description={t("cloudDescription")}
      form={form}
      save={(values) => api.TenantSettings.UpdateCloudStorage(values)}
      test={(values) => api.TenantSettings.TestCloudStorage(values)}
      okMessage={(ms) => t("testOkCloud", { ms })}
      onClose={onClose}
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
    </ProviderDialog>
  );
}
