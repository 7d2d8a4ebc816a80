import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { SmsSettings } from "./sms-settings";

/** Tenant settings → SMS (Pages.TenantSettings.Sms, issue 17 item 7). */
export default async function SmsSettingsPage() {
  const t = await getTranslations("tenantSettings");
  const settings = await serverApi.TenantSettings.GetSms({});
  return (
    <>
      <PageHeader title={t("smsTitle")} description={t("smsDescription")} />
      <SmsSettings settings={settings} />
    </>
  );
}
