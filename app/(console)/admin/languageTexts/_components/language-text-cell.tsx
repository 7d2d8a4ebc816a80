"use client";

import { useTranslations } from "next-intl";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/api/client";
import type { TLanguageTextCell } from "@/lib/contracts/language";
import type { Locale } from "@/lib/i18n/locales";

/**
 * One language's text of a key, edited in place. Saving an empty text, or the bundled text
 * itself, removes the override (the bundled text shows again; a key added here loses that
 * language); anything else is stored through UpdateLanguageTextValue.
 */
export function LanguageTextCell({
  rowKey,
  locale,
  cell,
}: {
  rowKey: string;
  locale: Locale;
  cell: TLanguageTextCell;
}) {
  const t = useTranslations("languageTexts");
  const tc = useTranslations("common");
  const canEdit = useCan("Pages.Admin.LanguageTexts.Edit");
  const { run, pending } = useMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const names = { language: t(`languages.${locale}`), key: rowKey };
  const { languageName } = cell;

  const save = async (value: string) => {
    const toBundle = value.trim() === "" || value === cell.defaultValue;
    if (toBundle ? !cell.isOverridden : value === cell.value) return setDraft(null);
    const done = await run(
      () =>
        toBundle
          ? api.Language.DeleteLanguageText({ languageName, key: rowKey })
          : api.Language.UpdateLanguageTextValue({ languageName, key: rowKey, value }),
      {
        success: t(
          toBundle ? (cell.defaultValue === null ? "cleared" : "restored") : "saved",
          names,
        ),
        kind: "updated",
      },
    ).then(
      () => true,
      () => false, // the toast said why; the text stays open to fix
    );
    if (done) setDraft(null);
  };

  if (draft !== null)
    return (
      <form
        className="min-w-56 space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save(draft);
        }}
      >
        <Textarea
          aria-label={t("textLabel", names)}
          lang={languageName}
          rows={3}
          value={draft}
          autoFocus
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === "Escape" && setDraft(null)}
        />
        <p className="text-muted-foreground text-xs whitespace-normal">
          {cell.defaultValue === null ? t("emptyRemoves") : t("emptyRestores")}
        </p>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" type="submit" disabled={pending}>
            {tc("save")}
          </Button>
          <Button size="sm" variant="outline" type="button" onClick={() => setDraft(null)}>
            {tc("cancel")}
          </Button>
          {cell.isOverridden && cell.defaultValue !== null && (
            <Button
              size="sm"
              variant="ghost"
              type="button"
              disabled={pending}
              onClick={() => void save("")}
            >
              {t("useBundled")}
            </Button>
          )}
        </div>
      </form>
    );

  return (
    <div className="flex max-w-80 min-w-40 items-start gap-1">
      <div className="min-w-0 flex-1 space-y-1 break-words whitespace-normal">
        {cell.value ? (
          <p lang={languageName}>{cell.value}</p>
        ) : (
          <p className="text-muted-foreground italic">{t("noText")}</p>
        )}
        <div className="flex flex-wrap gap-1">
          {cell.isOverridden && <Badge variant="secondary">{t("edited")}</Badge>}
          {cell.isMissing && cell.value && <Badge variant="outline">{t("sameAsEnglish")}</Badge>}
        </div>
        {cell.isOverridden && cell.defaultValue !== null && (
          <p className="text-muted-foreground text-xs">
            {t("bundled")}: <span lang={languageName}>{cell.defaultValue}</span>
          </p>
        )}
      </div>
      {canEdit && (
        <Button
          variant="ghost"
          size="icon"
          className="size-7 shrink-0"
          aria-label={t("editText", names)}
          onClick={() => setDraft(cell.value ?? "")}
        >
          <Pencil />
        </Button>
      )}
    </div>
  );
}
