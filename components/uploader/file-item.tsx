"use client";

import { useLocale, useTranslations } from "next-intl";
import { ArrowLeft, ArrowRight, FileText, FileVideo, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TAttachmentDto } from "@/lib/contracts/attachment";
import { cn } from "@/lib/utils";
import { formatBytes, isImage } from "./uploader-utils";

interface FileItemProps {
  file: TAttachmentDto;
  index: number;
  count: number;
  isMain: boolean;
  canSort: boolean;
  disabled?: boolean;
  dragging: boolean;
  isDragSource: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDropHere: () => void;
}

/** One uploaded file: a thumbnail for an image, else an icon, name and size; with its controls. */
export function FileItem({
  file,
  index,
  count,
  isMain,
  canSort,
  disabled,
  dragging,
  isDragSource,
  onMove,
  onRemove,
  onDragStart,
  onDragEnd,
  onDropHere,
}: FileItemProps) {
  const t = useTranslations("uploader");
  const locale = useLocale();
  const image = isImage(file.contentType);
  const n = index + 1;
  const controls = (
    <>
      {canSort && (
        <Button
          type="button"
          variant="ghost"
          size="icon-xs"
          disabled={index === 0}
          aria-label={t(image ? "moveImageEarlier" : "moveFileEarlier", { n })}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowLeft />
        </Button>
      )}
      {!disabled && (
        <Button
          type="button"
          variant="ghost"
          size="icon-xs"
          aria-label={t("remove", { name: file.fileName })}
          onClick={() => onRemove(file.id)}
        >
          <X />
        </Button>
      )}
      {canSort && (
        <Button
          type="button"
          variant="ghost"
          size="icon-xs"
          disabled={index === count - 1}
          aria-label={t(image ? "moveImageLater" : "moveFileLater", { n })}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowRight />
        </Button>
      )}
    </>
  );
  const Icon = file.contentType.startsWith("video/") ? FileVideo : FileText;
  return (
    <li
      className={cn(
        "bg-background relative overflow-hidden rounded-md border",
        image ? "size-28" : "flex w-full items-center gap-3 p-2 text-sm",
        dragging && "opacity-50",
      )}
      draggable={canSort}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = "move";
        e.dataTransfer.setData("text/plain", String(index));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(e) => isDragSource && e.preventDefault()}
      onDrop={(e) => {
        if (!isDragSource) return;
        e.preventDefault();
        onDropHere();
      }}
    >
      {image ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- files come from the BFF with the session cookie; next/image would fetch them without it */}
          <img src={file.url} alt={file.fileName} className="size-full object-cover" />
          {isMain && <Badge className="absolute top-1 left-1">{t("mainImage")}</Badge>}
          <div className="bg-background/85 absolute inset-x-0 bottom-0 flex justify-center gap-1 p-0.5">
            {controls}
          </div>
        </>
      ) : (
        <>
          <Icon className="text-muted-foreground size-5 shrink-0" aria-hidden />
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 flex-1 truncate hover:underline"
          >
            {file.fileName}
          </a>
          {file.size > 0 && (
            <span className="text-muted-foreground shrink-0 tabular-nums">
              {formatBytes(file.size, locale)}
            </span>
          )}
          <div className="flex shrink-0 gap-1">{controls}</div>
        </>
      )}
    </li>
  );
}
