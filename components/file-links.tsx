import { Paperclip } from "lucide-react";
import type { TAttachmentDto } from "@/lib/contracts/attachment";

/** A record's files as links to open them (receipts, reports); "—" when there are none. */
export function FileLinks({ files }: { files: readonly TAttachmentDto[] }) {
  if (files.length === 0) return "—";
  return (
    <span className="flex flex-col gap-0.5">
      {files.map((f) => (
        <a
          key={f.id}
          href={f.url}
          className="inline-flex min-h-6 max-w-48 items-center gap-1 truncate hover:underline"
        >
          <Paperclip className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{f.fileName}</span>
        </a>
      ))}
    </span>
  );
}
