import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { CloudStorageSettings } from "./cloud-storage-settings";

/** Tenant settings → cloud storage (Pages.TenantSettings.CloudStorage, issue 17 item 7). */
export default async function CloudStoragePage() {
  const t = await getTranslations("tenantSettings");
  const settings = await serverApi.TenantSettings.GetCloudStorage({});
  return (
    <>
      <PageHeader title={t("cloudTitle")} description={t("cloudDescription")} />
      <CloudStorageSettings settings={settings} />
    </>
  );
}
