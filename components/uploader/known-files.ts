import type { TAttachmentDto } from "@/lib/contracts/attachment";

/**
 * A record's stored file as the uploader shows it, when the list carries only its id and
 * address (a brand's logo); no record or no file is an empty list.
 */
export function knownFiles(
  hostType: TAttachmentDto["hostType"],
  host: { id: string; name: string } | undefined,
  id: string | null | undefined,
  url: string | null | undefined,
): TAttachmentDto[] {
  if (!host || !id || !url) return [];
  const file = { id, url, fileName: host.name, contentType: "image/*", size: 0, sortOrder: 0 };
  return [{ ...file, hostType, hostId: host.id }];
}
