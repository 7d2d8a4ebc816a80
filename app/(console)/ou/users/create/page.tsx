import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { UserForm } from "../_components/user-form";

export default async function CreateUserPage() {
  const t = await getTranslations("users");
  const roles = await serverApi.User.GetRoles();
  return (
    <>
      <PageHeader title={t("create")} />
      <UserForm roles={roles.items} />
    </>
  );
}
