"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CardFooter } from "@/components/ui/card";

/** The footer of a page form (a form that is a whole page, not a dialog): Cancel goes back, Save submits. */
export function PageFormActions({ submitting }: { submitting: boolean }) {
  const t = useTranslations("common");
  const router = useRouter();
  return (
    <CardFooter className="justify-end gap-2">
      <Button type="button" variant="outline" onClick={() => router.back()}>
        {t("cancel")}
      </Button>
      <Button type="submit" disabled={submitting}>
        {t("save")}
      </Button>
    </CardFooter>
  );
}
