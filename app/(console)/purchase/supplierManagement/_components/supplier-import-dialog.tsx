"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ChangeEvent, useRef, useState } from "react";
import { ProgressBar } from "@/components/progress-bar";
import { useMutation } from "@/components/shell/use-mutation";
import { postForm } from "@/components/uploader/upload-to-temp";
import { uploadErrorMessage } from "@/components/uploader/uploader-utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { api, BffError } from "@/lib/api/client";
import type { TImportResult } from "@/lib/contracts/enums";
import { importRules } from "@/lib/contracts/import-rules";
import type { TSupplierImportResult } from "@/lib/contracts/supplier";

type Phase =
  | { kind: "choose" }
  | { kind: "sending"; file: File; commit: boolean; percent: number }
  | { kind: "report"; file: File; report: TSupplierImportResult };

/** Results in the order the counts show them: what happens first, then what does not. */
const ORDER: TImportResult[] = [
  "Inserted",
  "Updated",
  "Exist",
  "ValidationError",
  "DataConvertFailed",
  "Error",
  "NotFound",
];
const PROBLEMS = new Set<TImportResult>(["ValidationError", "DataConvertFailed", "Error"]);
const tone = (r: TImportResult) =>
  PROBLEMS.has(r)
    ? "destructive"
    : r === "Inserted"
      ? "default"
      : r === "Exist"
        ? "outline"
        : "secondary";

function importForm(file: File, commit: boolean, skipInvalidRows: boolean) {
  const form = new FormData();
  form.append("file", file);
  form.append("dryRun", String(!commit));
  if (commit) form.append("skipInvalidRows", String(skipInvalidRows));
  return form;
}

/**
 * Import suppliers from the template: choose a file (checked here for its size and kind first),
 * see what each row would do (the dry run, with upload progress, then a running bar while the
 * server checks), then import the rows that can be, all at once. The list refreshes after.
 */
export function SupplierImportDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("suppliers.importDialog");
  const tr = useTranslations("enums.ImportResult");
  const ts = useTranslations("suppliers");
  const ta = useTranslations("api.errors");
  const tc = useTranslations("common");
  const tu = useTranslations("uploader");
  const router = useRouter();
  const { run } = useMutation();
  const [phase, setPhase] = useState<Phase>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<TImportResult | null>(null);
  const xhr = useRef<XMLHttpRequest | null>(null);

  const send = async (file: File, commit: boolean, skipInvalidRows = false) => {
    setError(null);
    setPhase({ kind: "sending", file, commit, percent: 0 });
    const answer = await postForm<TSupplierImportResult>(
      api.Supplier.Import.url,
      importForm(file, commit, skipInvalidRows),
      (percent) => setPhase({ kind: "sending", file, commit, percent }),
      (x) => (xhr.current = x),
    );
    if (answer.kind === "answered" && answer.ok && answer.result) return answer.result;
    if (answer.kind === "aborted") return null;
    const message =
      answer.kind === "network"
        ? t("failed")
        : uploadErrorMessage(answer.body, t("failed"), {
            status: answer.status,
            message: tu("tooLargeToSend"),
          });
    throw new BffError(message, answer.kind === "answered" ? answer.status : 0, null, []);
  };

  const check = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // the same file can be chosen again after a fix
    if (!file) return;
    setShown(null);
    if (file.size > importRules.maxBytes)
      return setError(ta("fileTooLarge", { max: importRules.maxBytes / (1024 * 1024) }));
    if (!/\.xlsx$/i.test(file.name)) return setError(ta("xlsx.notXlsx"));
    try {
      const report = await send(file, false);
      setPhase(report ? { kind: "report", file, report } : { kind: "choose" });
    } catch (refused) {
      setPhase({ kind: "choose" });
      setError((refused as Error).message);
    }
  };

  const commit = async (file: File, report: TSupplierImportResult) => {
    const problems = report.rows.filter((r) => PROBLEMS.has(r.result)).length;
    try {
      const done = await run(() => send(file, true, problems > 0), {
        success: (r) =>
          t("done", { inserted: r?.counts.Inserted ?? 0, updated: r?.counts.Updated ?? 0 }),
        refresh: false,
      });
      if (!done) return setPhase({ kind: "report", file, report });
      router.refresh();
      onClose();
    } catch (refused) {
      setPhase({ kind: "report", file, report });
      setError((refused as Error).message);
    }
  };

  const close = () => {
    xhr.current?.abort();
    onClose();
  };

  const report = phase.kind === "report" ? phase.report : null;
  const importable = report ? report.counts.Inserted + report.counts.Updated : 0;
  const problems = report ? report.rows.filter((r) => PROBLEMS.has(r.result)).length : 0;
  const rows = report?.rows.filter((r) => !shown || r.result === shown) ?? [];

  return (
    <Dialog open onOpenChange={(next) => !next && close()}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>
            {t("intro", {
              maxMb: importRules.maxBytes / (1024 * 1024),
              maxRows: importRules.maxRows,
            })}
          </DialogDescription>
        </DialogHeader>

        {phase.kind !== "sending" && (
          <div className="space-y-1">
            <label htmlFor="supplier-import-file" className="text-sm font-medium">
              {t("file")}
            </label>
            <input
              id="supplier-import-file"
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => void check(e)}
              className="file:bg-secondary file:text-secondary-foreground block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
            />
          </div>
        )}

        {phase.kind === "sending" && (
          <ProgressBar
            name={t("progress")}
            percent={phase.percent < 100 ? phase.percent : null}
            label={
              phase.percent < 100
                ? t("uploading", { name: phase.file.name, percent: phase.percent })
                : phase.commit
                  ? t("importing", { count: importable })
                  : t("checking", { name: phase.file.name })
            }
          />
        )}

        {error && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}

        {phase.kind === "report" && report && (
          <section aria-label={t("rowsTitle")} className="min-w-0 space-y-3">
            <p className="text-sm">
              {t("summary", { count: report.rows.length, name: phase.file.name })}
              {report.exampleRowSkipped && ` ${t("exampleSkipped")}`}
            </p>
            <div className="flex flex-wrap gap-2">
              {ORDER.filter((r) => report.counts[r] > 0).map((r) => (
                <button
                  key={r}
                  type="button"
                  aria-pressed={shown === r}
                  onClick={() => setShown(shown === r ? null : r)}
                  className="rounded-full focus-visible:ring-[3px] focus-visible:outline-none"
                >
                  <Badge variant={tone(r)} className={shown === r ? "ring-ring ring-2" : ""}>
                    {tr(r)} <span className="tabular-nums">{report.counts[r]}</span>
                  </Badge>
                </button>
              ))}
            </div>
            <div className="max-h-[45vh] overflow-auto rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("row")}</TableHead>
                    <TableHead>{ts("supplierName")}</TableHead>
                    <TableHead>{ts("mobilePhone")}</TableHead>
                    <TableHead>{ts("realName")}</TableHead>
                    <TableHead>{ts("isSalePriceVisible")}</TableHead>
                    <TableHead>{t("result")}</TableHead>
                    <TableHead>{t("reasons")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.row}>
                      <TableCell className="tabular-nums">{r.row}</TableCell>
                      <TableCell className="font-medium">{r.supplierName ?? "—"}</TableCell>
                      <TableCell>{r.mobilePhone ?? "—"}</TableCell>
                      <TableCell>{r.realName ?? "—"}</TableCell>
                      <TableCell>
                        {r.isSalePriceVisible === null
                          ? "—"
                          : r.isSalePriceVisible
                            ? ts("visible")
                            : ts("hidden")}
                      </TableCell>
                      <TableCell>
                        <Badge variant={tone(r.result)}>{tr(r.result)}</Badge>
                      </TableCell>
                      <TableCell className="max-w-96 whitespace-normal">
                        {r.reasons.length > 0 && (
                          <ul className="text-muted-foreground space-y-0.5 text-xs">
                            {r.reasons.map((reason) => (
                              <li key={reason}>{reason}</li>
                            ))}
                          </ul>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            {importable === 0 ? (
              <p className="text-muted-foreground text-sm">{t("nothingToCommit")}</p>
            ) : (
              problems > 0 && (
                <p className="text-muted-foreground text-sm">{t("leftOut", { count: problems })}</p>
              )
            )}
          </section>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {tc("cancel")}
          </Button>
          {phase.kind === "report" && importable > 0 && (
            <Button onClick={() => void commit(phase.file, phase.report)}>
              {t("commit", { count: importable })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
