import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/** The 'Page Not Found' page (SPEC §2), for /404 and every unknown path. */
export async function NotFoundView() {
  const t = await getTranslations("notFound");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-muted-foreground text-7xl font-bold" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <Button asChild>
        <Link href="/dashboard">{t("home")}</Link>
      </Button>
    </main>
  );
}
