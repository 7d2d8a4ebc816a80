import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { loadOr404 } from "@/lib/load-or-404";

export default async function UserDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, tc, { granted }] = await Promise.all([
    getTranslations("users"),
    getTranslations("common"),
    loadConsoleSession(),
  ]);
  const user = await loadOr404(() => serverApi.User.Get({ id }));
  const rows: [string, React.ReactNode][] = [
    [t("userName"), user.userName],
    [t("fullName"), user.fullName],
    [t("email"), user.emailAddress],
    [t("phone"), user.phoneNumber ?? "—"],
    [
      t("status"),
      <Badge key="s" variant={user.isActive ? "default" : "outline"}>
        {user.isActive ? tc("active") : tc("inactive")}
      </Badge>,
    ],
    [t("roles"), user.roleNames.length ? user.roleNames.join(", ") : "—"],
    [t("lastLoginTime"), <RelativeTime key="l" value={user.lastLoginTime} />],
    [t("creationTime"), <RelativeTime key="c" value={user.creationTime} />],
    [t("lastModificationTime"), <RelativeTime key="m" value={user.lastModificationTime} />],
  ];
  return (
    <>
      <PageHeader
        title={user.fullName || user.userName}
        description={user.userName}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href="/ou/users">{tc("back")}</Link>
            </Button>
            {granted.has("Pages.Users.Edit") && (
              <Button asChild>
                <Link href={`/ou/users/edit/${user.id}`}>{tc("edit")}</Link>
              </Button>
            )}
          </>
        }
      />
      <Card>
        <CardContent>
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted-foreground text-sm">{label}</dt>
                <dd className="mt-1">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
