"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { TCloudStorageDto } from "@/lib/contracts/tenant-settings";
import { ProviderSettingsCard } from "../_components/provider-settings-card";

// Loaded when opened, with the form kit and zod (a list page's first-load weight).
const CloudStorageDialog = dynamic(
  () => import("./cloud-storage-dialog").then((m) => m.CloudStorageDialog),
  { ssr: false },
);

/** The tenant's cloud storage as kept, and Edit for those who may change it. */
export function CloudStorageSettings({ settings }: { settings: TCloudStorageDto }) {
  const t = useTranslations("tenantSettings");
  return (
    <ProviderSettingsCard
      saved={settings}
      editPermission="Pages.TenantSettings.CloudStorage.Edit"
      figures={[
        ["isEnabled", t("enabledCloud"), t(settings.isEnabled ? "on" : "off")],
        [
          "endpoint",
          t("endpoint"),
          // blank means AWS once saved; before that, nothing is set
          settings.endpoint || (settings.lastModificationTime ? t("endpointAws") : ""),
        ],
        ["region", t("region"), settings.region],
        ["bucket", t("bucket"), settings.bucket],
        ["accessKeyId", t("accessKeyId"), settings.accessKeyId],
        ["secretAccessKey", t("secretAccessKey"), t(settings.hasSecret ? "kept" : "notKept")],
        ["forcePathStyle", t("forcePathStyle"), t(settings.forcePathStyle ? "on" : "off")],
      ]}
      dialog={(close) => <CloudStorageDialog settings={settings} onClose={close} />}
    />
  );
}
