import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { RoleForm } from "../_components/role-form";

export default async function CreateRolePage() {
  const t = await getTranslations("roles");
  return (
    <>
      <PageHeader title={t("create")} />
      <RoleForm />
    </>
  );
}
