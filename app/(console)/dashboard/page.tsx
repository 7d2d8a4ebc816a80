import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";

/** What the signed-in user is, and the counts they may see (richer KPIs come with the modules). */
export default async function DashboardPage() {
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  const { user, tenant, granted } = await loadConsoleSession();
  const counts = await Promise.all([
    granted.has("Pages.Users")
      ? serverApi.User.GetAll({ maxResultCount: 1 }).then((r) => ({
          key: "users" as const,
          value: r.totalCount,
          href: "/ou/users",
        }))
      : null,
    granted.has("Pages.Users")
      ? serverApi.User.GetAll({ maxResultCount: 1, isActive: true }).then((r) => ({
          key: "activeUsers" as const,
          value: r.totalCount,
          href: "/ou/users?isActive=true",
        }))
      : null,
    granted.has("Pages.Roles")
      ? serverApi.Role.GetAll({ maxResultCount: 1 }).then((r) => ({
          key: "roles" as const,
          value: r.totalCount,
          href: "/ou/roles",
        }))
      : null,
  ]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">
          {t("welcome", { name: user.name || user.userName })}
        </h1>
        <p className="text-muted-foreground">{t("tenant", { tenant: tenant?.name ?? "" })}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card>
          <CardHeader>
            <CardDescription>{t("signedInAs")}</CardDescription>
            <CardTitle data-testid="dashboard-user">{user.userName}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-1">
            {user.roleNames.map((role) => (
              <Badge key={role} variant="secondary">
                {role}
              </Badge>
            ))}
          </CardContent>
        </Card>
        {counts.map(
          (c) =>
            c && (
              <a key={c.key} href={c.href} className="block">
                <Card className="transition-shadow hover:shadow-md">
                  <CardHeader>
                    <CardDescription>{t(`counts.${c.key}`)}</CardDescription>
                    <CardTitle className="text-3xl tabular-nums" data-testid={`count-${c.key}`}>
                      {format.number(c.value)}
                    </CardTitle>
                  </CardHeader>
                </Card>
              </a>
            ),
        )}
      </div>
    </div>
  );
}
