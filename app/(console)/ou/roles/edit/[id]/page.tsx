import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { RoleForm } from "../../_components/role-form";

export default async function EditRolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("roles");
  const role = await loadOr404(() => serverApi.Role.Get({ id }));
  return (
    <>
      <PageHeader title={t("editTitle", { role: role.displayName })} />
      <RoleForm role={role} />
    </>
  );
}
