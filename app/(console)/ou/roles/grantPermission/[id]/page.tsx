import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { PermissionTree } from "../../_components/permission-tree";

export default async function GrantPermissionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, tc] = await Promise.all([getTranslations("roles"), getTranslations("common")]);
  const data = await loadOr404(() => serverApi.Role.GetRoleForEdit({ id }));
  const header = (
    <PageHeader
      title={t("grantTitle", { role: data.role.displayName })}
      description={t("grantDescription")}
    />
  );
  // The static Admin role holds every permission; the API refuses to change its grants.
  if (data.role.isStatic) {
    return (
      <>
        {header}
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-4">
            <p className="text-muted-foreground text-sm">{t("staticHoldsAll")}</p>
            <Button variant="outline" asChild>
              <Link href="/ou/roles">{tc("back")}</Link>
            </Button>
          </CardContent>
        </Card>
      </>
    );
  }
  const [scopeTypes, providers] = await Promise.all([
    serverApi.Permission.GetDataPermissionScopeTypes(),
    serverApi.ScopeDataSource.GetAllSupportProviders(),
  ]);
  return (
    <>
      {header}
      <PermissionTree
        roleId={data.role.id}
        permissions={data.permissions}
        grantedPermissionNames={data.grantedPermissionNames}
        dataPermissions={data.dataPermissions}
        scopeTypes={scopeTypes}
        providers={providers}
      />
    </>
  );
}
