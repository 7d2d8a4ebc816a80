import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZListResult } from "@/lib/contracts/common";
import { ZRoleDto } from "@/lib/contracts/role";
import { ZUserDto } from "@/lib/contracts/user";
import { serverCall } from "@/lib/console-session";
import { loadOr404 } from "@/lib/load-or-404";
import { UserForm } from "../../_components/user-form";

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("users");
  const [user, roles] = await Promise.all([
    loadOr404(() => serverCall("GET", "User/Get", { id }, ZUserDto)),
    serverCall("GET", "User/GetRoles", {}, ZListResult(ZRoleDto)),
  ]);
  return (
    <>
      <PageHeader title={t("editTitle", { user: user.userName })} />
      <UserForm roles={roles.items} user={user} />
    </>
  );
}
