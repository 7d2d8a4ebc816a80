import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { loadOr404 } from "@/lib/load-or-404";
import { UserForm } from "../../_components/user-form";

export default async function EditUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("users");
  const [user, roles] = await Promise.all([
    loadOr404(() => serverApi.User.Get({ id })),
    serverApi.User.GetRoles(),
  ]);
  return (
    <>
      <PageHeader title={t("editTitle", { user: user.userName })} />
      <UserForm roles={roles.items} user={user} />
    </>
  );
}
