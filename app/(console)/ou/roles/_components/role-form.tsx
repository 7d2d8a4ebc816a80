"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { type TRoleDto, ZCreateRoleInput, ZUpdateRoleInput } from "@/lib/contracts/role";

/** Create and edit a role's names and description; its grants have their own screen. */
export function RoleForm({ role }: { role?: TRoleDto }) {
  return role ? <EditRole role={role} /> : <CreateRole />;
}

function CreateRole() {
  const router = useRouter();
  const { mutate, pending } = useMutation();
  const form = useAppForm(ZCreateRoleInput, { name: "", displayName: "", description: "" });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.Role.Create, values, { refresh: false });
      router.push("/ou/roles");
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  return <Fields form={form} onSubmit={onSubmit} pending={pending} />;
}

function EditRole({ role }: { role: TRoleDto }) {
  const router = useRouter();
  const { mutate, pending } = useMutation();
  const form = useAppForm(ZUpdateRoleInput, {
    id: role.id,
    name: role.name,
    displayName: role.displayName,
    description: role.description ?? "",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.Role.Update, values, { refresh: false });
      router.push("/ou/roles");
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  return <Fields form={form} onSubmit={onSubmit} pending={pending} isStatic={role.isStatic} />;
}

// Both forms share every field; the form type is the union of both.
type AnyRoleForm =
  | ReturnType<typeof useAppForm<typeof ZCreateRoleInput>>
  | ReturnType<typeof useAppForm<typeof ZUpdateRoleInput>>;

function Fields({
  form: anyForm,
  onSubmit,
  pending,
  isStatic,
}: {
  form: AnyRoleForm;
  onSubmit: () => void;
  pending: boolean;
  /** the built-in Admin role keeps its name */
  isStatic?: boolean;
}) {
  const t = useTranslations();
  const router = useRouter();
  const form = anyForm as ReturnType<typeof useAppForm<typeof ZCreateRoleInput>>;
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <FormField
            id="name"
            label={t("roles.name")}
            error={errors.name?.message}
            hint={isStatic ? t("roles.nameFixed") : undefined}
            required
          >
            <Input
              id="name"
              autoComplete="off"
              readOnly={isStatic}
              className={isStatic ? "bg-muted" : undefined}
              aria-invalid={!!errors.name}
              {...form.register("name")}
            />
          </FormField>
          <FormField
            id="displayName"
            label={t("roles.displayName")}
            error={errors.displayName?.message}
            required
          >
            <Input
              id="displayName"
              autoComplete="off"
              aria-invalid={!!errors.displayName}
              {...form.register("displayName")}
            />
          </FormField>
          <FormField
            id="description"
            label={t("roles.roleDescription")}
            error={errors.description?.message}
            className="md:col-span-2"
          >
            <Textarea
              id="description"
              rows={4}
              aria-invalid={!!errors.description}
              {...form.register("description")}
            />
          </FormField>
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
