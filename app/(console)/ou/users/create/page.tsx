import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZListResult } from "@/lib/contracts/common";
import { ZRoleDto } from "@/lib/contracts/role";
import { serverCall } from "@/lib/console-session";
import { UserForm } from "../_components/user-form";

export default async function CreateUserPage() {
  const t = await getTranslations("users");
  const roles = await serverCall("GET", "User/GetRoles", {}, ZListResult(ZRoleDto));
  return (
    <>
      <PageHeader title={t("create")} />
      <UserForm roles={roles.items} />
    </>
  );
}
