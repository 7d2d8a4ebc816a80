"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
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
  const { mutate, pending } = useMutation();
  const form = useAppForm(ZCreateUserInput, {
    userName: "",
    name: "",
    surname: "",
    emailAddress: "",
    phoneNumber: "",
    isActive: true,
    roleNames: [],
    password: "",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await mutate(api.User.Create, values, { refresh: false });
      router.push(`/ou/users/detail/${created.id}`);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  return <Fields form={form} roles={roles} onSubmit={onSubmit} pending={pending} withPassword />;
}

function EditUser({ roles, user }: { roles: UserFormProps["roles"]; user: TUserDto }) {
  const router = useRouter();
  const { mutate, pending } = useMutation();
  const form = useAppForm(ZUpdateUserInput, {
    id: user.id,
    userName: user.userName,
    name: user.name,
    surname: user.surname,
    emailAddress: user.emailAddress,
    phoneNumber: user.phoneNumber ?? "",
    isActive: user.isActive,
    roleNames: user.roleNames,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.User.Update, values, { refresh: false });
      router.push(`/ou/users/detail/${user.id}`);
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  return <Fields form={form} roles={roles} onSubmit={onSubmit} pending={pending} />;
}

// The two forms share every field but the password; the form type is the union of both.
type AnyUserForm =
  | ReturnType<typeof useAppForm<typeof ZCreateUserInput>>
  | ReturnType<typeof useAppForm<typeof ZUpdateUserInput>>;

function Fields({
  form: anyForm,
  roles,
  onSubmit,
  pending,
  withPassword,
}: {
  form: AnyUserForm;
  roles: UserFormProps["roles"];
  onSubmit: () => void;
  pending: boolean;
  withPassword?: boolean;
}) {
  const t = useTranslations();
  const router = useRouter();
  const form = anyForm as ReturnType<typeof useAppForm<typeof ZCreateUserInput>>;
  const { errors } = form.formState;
  const text = (
    name: "userName" | "name" | "surname" | "emailAddress" | "phoneNumber" | "password",
    label: string,
    options: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <FormField id={name} label={label} error={errors[name]?.message} required={options.required}>
      <Input
        id={name}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        aria-invalid={!!errors[name]}
        {...form.register(name)}
      />
    </FormField>
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="grid gap-6 md:grid-cols-2">
          {text("userName", t("users.userName"), { required: true, autoComplete: "off" })}
          {text("emailAddress", t("users.email"), { type: "email", required: true })}
          {text("name", t("users.name"), { required: true })}
          {text("surname", t("users.surname"))}
          {text("phoneNumber", t("users.phone"), { type: "tel" })}
          {withPassword &&
            text("password", t("users.password"), {
              type: "password",
              required: true,
              autoComplete: "new-password",
            })}
          <div className="flex items-center gap-3 md:col-span-2">
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <Switch id="isActive" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="isActive">{t("users.isActive")}</Label>
          </div>
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
            {errors.roleNames?.message && (
              <p className="text-destructive text-sm">{errors.roleNames.message}</p>
            )}
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => router.back()}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={pending}>
            {t("common.save")}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
