"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { ZCreateLanguageTextKeyInput } from "@/lib/contracts/language";
import { locales } from "@/lib/i18n/locales";

/** Adds a key the bundled messages do not have (for other clients), with its texts; English required. */
export function LanguageKeyFormDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("languageTexts");
  const form = useAppForm(ZCreateLanguageTextKeyInput, { key: "", en: "", zh: "", es: "", ja: "" });
  const onSubmit = form.submitWith((values) => api.Language.CreateLanguageTextKey(values), {
    success: (_, { key }) => t("keyCreated", { key }),
    then: onClose,
  });
  return (
    <FormDialog
      id="language-key-form"
      title={t("createTitle")}
      description={t("createHint")}
      submitLabel={t("createKey")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="key"
        label={t("key")}
        placeholder={t("keyPlaceholder")}
        required
      />
      {locales.map((locale) => (
        <TextField
          key={locale}
          form={form}
          name={locale}
          label={t(`languages.${locale}`)}
          multiline
          required={locale === "en"}
        />
      ))}
    </FormDialog>
  );
}
