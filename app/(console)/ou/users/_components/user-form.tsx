"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { SwitchField, TextField } from "@/components/form/fields";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { PageFormActions } from "@/components/form/page-form-actions";
import { useAppForm } from "@/components/form/use-app-form";
import { useCan } from "@/components/shell/permissions";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import type { TRoleDto } from "@/lib/contracts/role";
import { type TUserDto, ZCreateUserInput, ZUpdateUserInput } from "@/lib/contracts/user";

interface UserFormProps {
  roles: Pick<TRoleDto, "name" | "displayName">[];
  /** the user being edited; absent when creating */
  user?: TUserDto;
}

/** Create and edit a user: profile, active flag, roles, and (when creating) the first password. */
export function UserForm({ roles, user }: UserFormProps) {
  return user ? <EditUser roles={roles} user={user} /> : <CreateUser roles={roles} />;
}

function CreateUser({ roles }: { roles: UserFormProps["roles"] }) {
  const router = useRouter();
  const said = useSaid("user");
  const form = useAppForm(ZCreateUserInput, {
    userName: "",
    name: "",
    surname: "",
    emailAddress: "",
    phoneNumber: "",
    isActive: true,
    roleNames: [],
    password: "",
    shouldChangePasswordOnNextLogin: false,
  });
  const onSubmit = form.submitWith(api.User.Create, {
    success: (created) => said("created", created.userName),
    then: (created) => router.push(`/ou/users/detail/${created.id}`),
  });
  return <Fields form={form} roles={roles} onSubmit={onSubmit} withPassword />;
}

function EditUser({ roles, user }: { roles: UserFormProps["roles"]; user: TUserDto }) {
  const router = useRouter();
  const said = useSaid("user");
  const form = useAppForm(ZUpdateUserInput, {
    id: user.id,
    userName: user.userName,
    name: user.name,
    surname: user.surname,
    emailAddress: user.emailAddress,
    phoneNumber: user.phoneNumber ?? "",
    isActive: user.isActive,
    roleNames: user.roleNames,
    shouldChangePasswordOnNextLogin: user.shouldChangePasswordOnNextLogin,
  });
  const onSubmit = form.submitWith(api.User.Update, {
    success: (saved) => said("saved", saved.userName),
    then: () => router.push(`/ou/users/detail/${user.id}`),
  });
  return <Fields form={form} roles={roles} onSubmit={onSubmit} />;
}

// The two forms share every field but the password; the form type is the union of both.
type AnyUserForm =
  | ReturnType<typeof useAppForm<typeof ZCreateUserInput>>
  | ReturnType<typeof useAppForm<typeof ZUpdateUserInput>>;

function Fields({
  form: anyForm,
  roles,
  onSubmit,
  withPassword,
}: {
  form: AnyUserForm;
  roles: UserFormProps["roles"];
  onSubmit: () => void;
  withPassword?: boolean;
}) {
  const t = useTranslations();
  const form = anyForm as ReturnType<typeof useAppForm<typeof ZCreateUserInput>>;
  const { errors } = form.formState;
  // the API refuses a role change without it (issue 8): show the roles, but not as a choice
  const mayAssignRoles = useCan("Pages.Users.AssignRoles");
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <TextField form={form} name="userName" label={t("users.userName")} required />
          <TextField
            form={form}
            name="emailAddress"
            label={t("users.email")}
            type="email"
            required
          />
          <TextField form={form} name="name" label={t("users.name")} required />
          <TextField form={form} name="surname" label={t("users.surname")} />
          <TextField form={form} name="phoneNumber" label={t("users.phone")} type="tel" />
          {withPassword && (
            <TextField
              form={form}
              name="password"
              label={t("users.password")}
              type="password"
              autoComplete="new-password"
              required
            />
          )}
          <SwitchField form={form} name="isActive" label={t("users.isActive")} />
          <SwitchField
            form={form}
            name="shouldChangePasswordOnNextLogin"
            label={t("users.shouldChangePasswordOnNextLogin")}
          />
          <fieldset className="space-y-3 md:col-span-2">
            <legend className="text-sm font-medium">{t("users.roles")}</legend>
            <Controller
              control={form.control}
              name="roleNames"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {roles.map((role) => {
                    const checked = (field.value ?? []).includes(role.name);
                    return (
                      <label
                        key={role.name}
                        className="flex items-center gap-2 rounded-md border p-3 text-sm"
                      >
                        <Checkbox
                          checked={checked}
                          disabled={!mayAssignRoles}
                          onCheckedChange={(v) =>
                            field.onChange(
                              v
                                ? [...(field.value ?? []), role.name]
                                : (field.value ?? []).filter((n) => n !== role.name),
                            )
                          }
                        />
                        <span>{role.displayName}</span>
                        <span className="text-muted-foreground">({role.name})</span>
                      </label>
                    );
                  })}
                </div>
              )}
            />
            {!mayAssignRoles && (
              <p className="text-muted-foreground text-sm">{t("users.rolesNeedAssign")}</p>
            )}
            {errors.roleNames?.message && (
              <p className="text-destructive text-sm">{errors.roleNames.message}</p>
            )}
          </fieldset>
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting} />
      </Card>
    </form>
  );
}
