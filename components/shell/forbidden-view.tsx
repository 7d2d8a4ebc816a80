import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/** What a signed-in user sees on a screen their roles do not grant (the 403 page). */
export async function ForbiddenView({ home }: { home: string }) {
  const t = await getTranslations("forbidden");
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-24 text-center">
      <p className="text-muted-foreground/40 text-7xl font-bold">403</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground max-w-md">{t("description")}</p>
      <Button asChild>
        <Link href={home}>{t("home")}</Link>
      </Button>
    </div>
  );
}
