import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

// Until the console lands (issue 3) the home page says what runs here and where the API is.
export default async function HomePage() {
  const t = await getTranslations();
  return (
    <main className="bg-muted flex min-h-screen items-center justify-center p-6">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle className="text-2xl">{t("app.name")}</CardTitle>
          <CardDescription>{t("app.tagline")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p>{t("home.apiRunning")}</p>
          <p>
            <a className="text-primary font-medium underline" href="/api/openapi.json">
              {t("home.openApi")}
            </a>
          </p>
          <p className="text-muted-foreground">{t("home.defaultAdmin")}</p>
        </CardContent>
      </Card>
    </main>
  );
}
