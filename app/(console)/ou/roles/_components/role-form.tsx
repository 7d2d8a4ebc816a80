"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { PageFormActions } from "@/components/form/page-form-actions";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Card, CardContent } from "@/components/ui/card";
import { type TRoleDto, ZCreateRoleInput, ZUpdateRoleInput } from "@/lib/contracts/role";

/** Create and edit a role's names and description; its grants have their own screen. */
export function RoleForm({ role }: { role?: TRoleDto }) {
  return role ? <EditRole role={role} /> : <CreateRole />;
}

function CreateRole() {
  const router = useRouter();
  const said = useSaid("role");
  const form = useAppForm(ZCreateRoleInput, { name: "", displayName: "", description: "" });
  const onSubmit = form.submitWith(api.Role.Create, {
    success: (created) => said("created", created.displayName),
    then: () => router.push("/ou/roles"),
  });
  return <Fields form={form} onSubmit={onSubmit} />;
}

function EditRole({ role }: { role: TRoleDto }) {
  const router = useRouter();
  const said = useSaid("role");
  const form = useAppForm(ZUpdateRoleInput, {
    id: role.id,
    name: role.name,
    displayName: role.displayName,
    description: role.description ?? "",
  });
  const onSubmit = form.submitWith(api.Role.Update, {
    success: (saved) => said("saved", saved.displayName),
    then: () => router.push("/ou/roles"),
  });
  return <Fields form={form} onSubmit={onSubmit} isStatic={role.isStatic} />;
}

// Both forms share every field; the form type is the union of both.
type AnyRoleForm =
  | ReturnType<typeof useAppForm<typeof ZCreateRoleInput>>
  | ReturnType<typeof useAppForm<typeof ZUpdateRoleInput>>;

function Fields({
  form: anyForm,
  onSubmit,
  isStatic,
}: {
  form: AnyRoleForm;
  onSubmit: () => void;
  /** the built-in Admin role keeps its name */
  isStatic?: boolean;
}) {
  const t = useTranslations();
  const form = anyForm as ReturnType<typeof useAppForm<typeof ZCreateRoleInput>>;
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <TextField
            form={form}
            name="name"
            label={t("roles.name")}
            hint={isStatic ? t("roles.nameFixed") : undefined}
            readOnly={isStatic}
            required
          />
          <TextField form={form} name="displayName" label={t("roles.displayName")} required />
          <TextField
            form={form}
            name="description"
            label={t("roles.roleDescription")}
            multiline
            className="md:col-span-2"
          />
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting} />
      </Card>
    </form>
  );
}
