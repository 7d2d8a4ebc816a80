import { getTranslations } from "next-intl/server";
import { Info } from "lucide-react";

/** How Canada's taxes map onto the two columns (HST in GST, QST in Quebec, PST not collected). */
export async function HstNote() {
  const t = await getTranslations("settings.taxes");
  return (
    <aside
      aria-label={t("noteLabel")}
      className="bg-muted/50 text-muted-foreground mb-4 flex gap-3 rounded-md border p-3 text-sm"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="space-y-1">
        <p>{t("hstNote")}</p>
        <p>{t("pstNote")}</p>
      </div>
    </aside>
  );
}
