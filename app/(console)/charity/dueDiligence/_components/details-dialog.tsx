"use client";

import { useTranslations } from "next-intl";
import { AuditSteps } from "@/components/audit/audit-steps";
import { FileLinks } from "@/components/file-links";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { TDueDiligenceDto } from "@/lib/contracts/organization";

/** A record's findings, report files and audit, read in a dialog. */
export function DetailsDialog({ row, onClose }: { row: TDueDiligenceDto; onClose: () => void }) {
  const t = useTranslations("dueDiligence");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {t("detailsTitle", { name: row.organizationName, day: row.reviewedOn })}
          </DialogTitle>
        </DialogHeader>
        <section className="space-y-1">
          <h3 className="text-sm font-medium">{t("findings")}</h3>
          <p className="text-sm whitespace-pre-wrap">{row.findings}</p>
        </section>
        <section className="space-y-1">
          <h3 className="text-sm font-medium">{t("report")}</h3>
          <FileLinks files={row.attachments} />
        </section>
        {row.audit && (
          <section className="space-y-1">
            <h3 className="text-sm font-medium">{t("auditHeading")}</h3>
            <AuditSteps audit={row.audit} />
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
