"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

interface FormDialogProps {
  /** the form's id, so the footer's submit button can sit outside it */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  /** closed by Cancel, Escape or the close button */
  onClose: () => void;
  /** for a dialog that stays mounted; mounted-when-shown dialogs leave it out */
  open?: boolean;
  /** the dialog's width, e.g. "sm:max-w-xl" */
  className?: string;
  /** shown under the form, above the buttons (an edited record's history) */
  after?: ReactNode;
  children: ReactNode;
}

/** The one dialog-with-a-form frame: title, optional hint, the fields, Cancel and submit. */
export function FormDialog({
  id,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  open = true,
  className,
  after,
  children,
}: FormDialogProps) {
  const t = useTranslations("common");
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {/* a form taller than the screen scrolls inside the dialog: its buttons stay reachable */}
      <DialogContent className={cn("max-h-[calc(100dvh-2rem)] overflow-y-auto", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form id={id} onSubmit={onSubmit} noValidate className="space-y-4">
          {children}
        </form>
        {after}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={id} disabled={pending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
