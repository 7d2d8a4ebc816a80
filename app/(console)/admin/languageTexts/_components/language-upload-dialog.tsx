"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ChangeEvent, useRef, useState } from "react";
import { ProgressBar } from "@/components/progress-bar";
import { useMutation } from "@/components/shell/use-mutation";
import { postForm } from "@/components/uploader/upload-to-temp";
import { uploadErrorMessage } from "@/components/uploader/uploader-utils";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { api, BffError } from "@/lib/api/client";
import {
  LANGUAGE_UPLOAD_MAX_BYTES,
  type TUploadLanguageTextsResult,
} from "@/lib/contracts/language";
import { cultureOf, type Locale, locales } from "@/lib/i18n/locales";

const MAX_MB = LANGUAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

type Phase =
  | { kind: "choose" }
  | { kind: "sending"; file: File; apply: boolean }
  | { kind: "checked"; file: File; counts: TUploadLanguageTextsResult };

/**
 * Upload a language file (the shape of messages/*.json) for the language chosen here: the file
 * is checked first (a dry run: how many texts are new, changed, unchanged), then applied in one
 * go. A refused file (not JSON, another shape, too large) says why and changes nothing.
 */
export function LanguageUploadDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("languageTexts.uploadDialog");
  const tl = useTranslations("languageTexts.languages");
  const ta = useTranslations("api.errors");
  const tc = useTranslations("common");
  const router = useRouter();
  const { run } = useMutation();
  const [locale, setLocale] = useState<Locale>("zh");
  const [phase, setPhase] = useState<Phase>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const xhr = useRef<XMLHttpRequest | null>(null);

  const send = async (file: File, apply: boolean) => {
    setError(null);
    setPhase({ kind: "sending", file, apply });
    const form = new FormData();
    form.append("languageName", cultureOf(locale));
    form.append("file", file);
    form.append("dryRun", String(!apply));
    const answer = await postForm<TUploadLanguageTextsResult>(
      api.Language.Upload.url,
      form,
      () => {},
      (x) => (xhr.current = x),
    );
    switch (answer.kind) {
      case "aborted":
        return null;
      case "network":
        throw new BffError(t("failed"), 0, null, []);
    }
    if (answer.ok && answer.result) return answer.result;
    throw new BffError(uploadErrorMessage(answer.body, t("failed")), answer.status, null, []);
  };

  const check = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // the same file can be chosen again after a fix
    if (!file) return;
    if (file.size > LANGUAGE_UPLOAD_MAX_BYTES) return setError(ta("fileTooLarge", { max: MAX_MB }));
    if (!/\.json$/i.test(file.name)) return setError(t("notJson"));
    try {
      const counts = await send(file, false);
      setPhase(counts ? { kind: "checked", file, counts } : { kind: "choose" });
    } catch (refused) {
      setPhase({ kind: "choose" });
      setError((refused as Error).message);
    }
  };

  const apply = async (file: File, counts: TUploadLanguageTextsResult) => {
    try {
      const done = await run(() => send(file, true), {
        success: (r) =>
          t("done", { language: tl(locale), inserted: r?.inserted ?? 0, updated: r?.updated ?? 0 }),
        refresh: false,
      });
      if (!done) return setPhase({ kind: "checked", file, counts });
      router.refresh();
      onClose();
    } catch (refused) {
      setPhase({ kind: "checked", file, counts });
      setError((refused as Error).message);
    }
  };

  const close = () => {
    xhr.current?.abort();
    onClose();
  };
  const changes = phase.kind === "checked" ? phase.counts.inserted + phase.counts.updated : 0;

  return (
    <Dialog open onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("intro", { maxMb: MAX_MB })}</DialogDescription>
        </DialogHeader>

        <div className="space-y-1">
          <Label htmlFor="language-upload-language">{t("language")}</Label>
          <Select
            value={locale}
            disabled={phase.kind === "sending"}
            onValueChange={(value) => {
              setLocale(value as Locale);
              setPhase({ kind: "choose" }); // a check was for the other language
              setError(null);
            }}
          >
            <SelectTrigger id="language-upload-language" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {locales.map((l) => (
                <SelectItem key={l} value={l}>
                  {tl(l)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
        {phase.kind === "sending" ? (
          <ProgressBar
            name={t("progress")}
            percent={null}
            label={phase.apply ? t("applying") : t("checking", { name: phase.file.name })}
          />
        ) : (
          <div className="space-y-1">
            <Label htmlFor="language-upload-file">{t("file")}</Label>
            <Input
              id="language-upload-file"
              type="file"
              accept=".json,application/json"
              onChange={(e) => void check(e)}
            />
          </div>
        )}

        {phase.kind === "checked" && (
          <section aria-label={t("summaryTitle")} className="space-y-2 text-sm">
            <p>
              {t("summary", {
                name: phase.file.name,
                language: tl(locale),
                inserted: phase.counts.inserted,
                updated: phase.counts.updated,
                unchanged: phase.counts.unchanged,
              })}
            </p>
            {phase.counts.newKeys > 0 && (
              <p className="text-muted-foreground">
                {t("newKeys", { count: phase.counts.newKeys })}
              </p>
            )}
            {changes === 0 && <p className="text-muted-foreground">{t("nothing")}</p>}
          </section>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {tc("cancel")}
          </Button>
          {phase.kind === "checked" && changes > 0 && (
            <Button onClick={() => void apply(phase.file, phase.counts)}>
              {t("apply", { count: changes })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
