"use client";

import { useLocale, useTranslations } from "next-intl";
import { Upload } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { TAttachmentDto } from "@/lib/contracts/attachment";
import { type TUploadPurpose, uploadRules } from "@/lib/contracts/upload-rules";
import { cn } from "@/lib/utils";
import {
  acceptFor,
  formatBytes,
  moveItem,
  precheckFile,
  slotsFor,
  uploadErrorMessage,
  withUploaded,
} from "./uploader-utils";
import { useDirectUploads } from "./direct-uploads";
import { FileItem } from "./file-item";
import { uploadDirect, type UploadOutcome, uploadToTemp } from "./upload-to-temp";

export interface FileUploaderProps {
  /** what the files are for; decides the limits, the hint and how the server checks them */
  purpose: TUploadPurpose;
  /** the uploaded files, in order (for product images the first is the main image) */
  value: TAttachmentDto[];
  onChange: (next: TAttachmentDto[]) => void;
  /** several files; otherwise a new file replaces the one there is */
  multiple?: boolean;
  /** most files a multiple uploader holds */
  max?: number;
  /** move buttons (and dragging) to reorder the files */
  sortable?: boolean;
  /** the file input's id, so an outside <Label htmlFor> names it */
  id?: string;
  /** the input's accessible name when no outside label names it */
  label?: string;
  /** ids of texts that describe the field, e.g. its error */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** told when uploads start and end, e.g. to hold a form's Save */
  onBusyChange?: (busy: boolean) => void;
  className?: string;
}

interface Queued {
  key: string;
  file: File;
  progress: number;
}
interface Problem {
  name: string;
  message: string;
}

/**
 * The one uploader (DESIGN §2 components): drop or choose files, checked for size here and for
 * type by the server, uploaded to Temp with progress; previews, removal and ordering.
 */
export function FileUploader({
  purpose,
  value,
  onChange,
  multiple = false,
  max,
  sortable = false,
  id,
  label,
  describedBy,
  invalid,
  disabled,
  onBusyChange,
  className,
}: FileUploaderProps) {
  const t = useTranslations("uploader");
  const locale = useLocale();
  const autoId = useId();
  const inputId = id ?? `uploader-${autoId}`;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const xhr = useRef<XMLHttpRequest | null>(null);
  const unmounted = useRef(false);
  const nextKey = useRef(0);
  const [queue, setQueue] = useState<Queued[]>([]);
  const [errors, setErrors] = useState<Problem[]>([]);
  const [warnings, setWarnings] = useState<Problem[]>([]);
  const [dropping, setDropping] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const rule = uploadRules[purpose];
  const busy = queue.length > 0;
  // with files on S3 every upload goes straight to the bucket (docs/decisions.md, issue 15)
  const upload = useDirectUploads() ? uploadDirect : uploadToTemp;

  // Uploads finish after later renders: they read the newest value and handler, not their own.
  // While a batch is uploading, our own list is the truth: a parent render that still carries an
  // older `value` must not drop a file that has just finished (seen with three images at once).
  useEffect(() => {
    if (!busy) latest.current = value;
    onChangeRef.current = onChange;
  }, [value, onChange, busy]);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      xhr.current?.abort();
    };
  }, []);

  const change = (next: TAttachmentDto[]) => {
    latest.current = next;
    onChangeRef.current(next);
  };

  // One batch at a time, in the order chosen: the order is the files' order (first = main image).
  const send = async (batch: Queued[]) => {
    const slots = slotsFor(batch.length, latest.current.length, multiple, max);
    for (const [index, item] of batch.entries()) {
      if (unmounted.current) return;
      if (index >= slots) {
        setErrors((e) => [
          ...e,
          { name: item.file.name, message: t("tooMany", { max: max ?? 1 }) },
        ]);
        setQueue((q) => q.filter((x) => x.key !== item.key));
        continue;
      }
      const outcome = await upload(
        item.file,
        purpose,
        (progress) => setQueue((q) => q.map((x) => (x.key === item.key ? { ...x, progress } : x))),
        (request) => {
          xhr.current = request;
        },
      );
      if (outcome.kind === "aborted" || unmounted.current) return;
      if (outcome.kind === "done")
        change(withUploaded(latest.current, outcome.file, multiple, max));
      else setErrors((e) => [...e, { name: item.file.name, message: problemOf(outcome) }]);
      setQueue((q) => q.filter((x) => x.key !== item.key));
    }
  };

  const problemOf = (outcome: Exclude<UploadOutcome, { kind: "done" | "aborted" }>) => {
    if (outcome.kind === "network") return t("networkError");
    if (outcome.kind === "storage") return t("storageUnreachable");
    return uploadErrorMessage(outcome.body, t("failed"), {
      status: outcome.status,
      message: t("tooLargeToSend"),
    });
  };

  const addFiles = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const refused: Problem[] = [];
    const warned: Problem[] = [];
    const batch: Queued[] = [];
    for (const file of files.slice(0, multiple ? files.length : 1)) {
      const check = precheckFile(file, purpose);
      if (!check.ok) {
        refused.push({
          name: file.name,
          message: t("tooLarge", { max: formatBytes(check.maxBytes, locale) }),
        });
        continue;
      }
      if (check.warnAbove)
        warned.push({
          name: file.name,
          message: t("largeVideo", {
            size: formatBytes(file.size, locale),
            limit: formatBytes(check.warnAbove, locale),
          }),
        });
      nextKey.current += 1;
      batch.push({ key: String(nextKey.current), file, progress: 0 });
    }
    setErrors(refused);
    setWarnings(warned);
    if (batch.length === 0) return;
    setQueue((q) => [...q, ...batch]);
    const keys = new Set(batch.map((b) => b.key));
    chain.current = chain.current
      .then(() => send(batch))
      .catch(() => setQueue((q) => q.filter((x) => !keys.has(x.key))));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    setDropping(false);
    addFiles(Array.from(event.dataTransfer.files));
  };
  const move = (from: number, to: number) => change(moveItem(latest.current, from, to));
  const remove = (fileId: string) => change(latest.current.filter((f) => f.id !== fileId));
  const canSort = sortable && value.length > 1 && !disabled;
  const isFull = multiple && max !== undefined && value.length + queue.length >= max;

  return (
    <div className={cn("space-y-3", className)}>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={label}>
          {value.map((file, index) => (
            <FileItem
              key={file.id}
              file={file}
              index={index}
              count={value.length}
              isMain={purpose === "productImage" && index === 0}
              canSort={canSort}
              disabled={disabled}
              dragging={dragIndex === index}
              onMove={move}
              onRemove={remove}
              onDragStart={() => setDragIndex(index)}
              onDragEnd={() => setDragIndex(null)}
              onDropHere={() => {
                if (dragIndex !== null) move(dragIndex, index);
                setDragIndex(null);
              }}
              isDragSource={dragIndex !== null}
            />
          ))}
        </ul>
      )}
      <div
        className={cn(
          "flex flex-col items-center justify-center gap-2 rounded-md border border-dashed p-4 text-center text-sm",
          dropping && "border-primary bg-primary/5",
          invalid && "border-destructive",
          disabled && "opacity-60",
        )}
        onDragEnter={(e) => e.dataTransfer.types.includes("Files") && setDropping(true)}
        onDragOver={(e) => e.dataTransfer.types.includes("Files") && e.preventDefault()}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropping(false);
        }}
        onDrop={onDrop}
      >
        <Upload className="text-muted-foreground size-5" aria-hidden />
        <p className="text-muted-foreground">{t(multiple ? "dropFiles" : "dropFile")}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || isFull}
          onClick={() => inputRef.current?.click()}
        >
          {t(multiple ? "chooseFiles" : value.length ? "replaceFile" : "chooseFile")}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          accept={acceptFor(purpose)}
          multiple={multiple}
          disabled={disabled}
          aria-label={id ? undefined : label}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(" ")}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = ""; // choosing the same file again still fires change
            addFiles(files);
          }}
        />
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t(`hint.${rule.hint}`, {
          max: formatBytes(rule.maxBytes, locale),
          limit: formatBytes("warnAbove" in rule ? rule.warnAbove : rule.maxBytes, locale),
        })}
      </p>
      {queue.map((item) => (
        <div key={item.key} className="space-y-1 text-sm">
          <div className="flex justify-between gap-2">
            <span className="truncate">{item.file.name}</span>
            <span className="text-muted-foreground tabular-nums">{item.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t("uploading", { name: item.file.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="bg-muted h-1.5 overflow-hidden rounded-full"
          >
            <div
              className="bg-primary h-full transition-[width]"
              style={{ width: `${item.progress}%` }}
            />
          </div>
        </div>
      ))}
      {warnings.length > 0 && (
        <div role="status" className="space-y-1 text-sm text-amber-700 dark:text-amber-400">
          {warnings.map((w, i) => (
            <p key={i}>
              <span className="font-medium">{w.name}</span>: {w.message}
            </p>
          ))}
        </div>
      )}
      {errors.length > 0 && (
        <div role="alert" className="text-destructive space-y-1 text-sm">
          {errors.map((e, i) => (
            <p key={i}>
              <span className="font-medium">{e.name}</span>: {e.message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
