"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { smsProviderLabels } from "@/lib/contracts/tenant-setting-values";
import type { TSmsDto } from "@/lib/contracts/tenant-settings";
import { ProviderSettingsCard } from "../_components/provider-settings-card";

// Loaded when opened, with the form kit and zod (a list page's first-load weight).
const SmsDialog = dynamic(() => import("./sms-dialog").then((m) => m.SmsDialog), { ssr: false });

/** The tenant's SMS gateway as kept, and Edit for those who may change it. */
export function SmsSettings({ settings }: { settings: TSmsDto }) {
  const t = useTranslations("tenantSettings");
  const tAll = useTranslations();
  return (
    <ProviderSettingsCard
      saved={settings}
      editPermission="Pages.TenantSettings.Sms.Edit"
      figures={[
        ["isEnabled", t("enabledSms"), t(settings.isEnabled ? "on" : "off")],
        ["provider", t("provider"), tAll(smsProviderLabels[settings.provider])],
        ["url", t("url"), settings.url],
        ["sender", t("sender"), settings.sender ?? ""],
        ["token", t("token"), t(settings.hasSecret ? "kept" : "notKept")],
      ]}
      dialog={(close) => <SmsDialog settings={settings} onClose={close} />}
    />
  );
}
