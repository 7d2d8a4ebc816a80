"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import * as z from "zod";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { SearchChoiceField } from "@/components/search-choice";
import { api } from "@/lib/api/client";
import type { TOrganizationUnitDto, TUserChoiceDto } from "@/lib/contracts/organization-unit";

const ZAddMember = z.object({ userId: z.uuid("validation.required") });

const fullName = (u: TUserChoiceDto) => [u.name, u.surname].filter(Boolean).join(" ");

/** Finds a staff user who is not in `unit` yet and adds them to it. */
export function AddMemberDialog({
  unit,
  onClose,
}: {
  unit: TOrganizationUnitDto;
  onClose: () => void;
}) {
  const t = useTranslations("departments");
  const form = useAppForm(ZAddMember, { userId: "" });
  // the user chosen, for the toast
  const [chosen, setChosen] = useState<TUserChoiceDto | null>(null);
  const find = useCallback(
    async (keyword: string) => {
      const { items } = await api.OrganizationUnit.FindUsers({
        organizationUnitId: unit.id,
        keyword: keyword || undefined,
      });
      return items;
    },
    [unit.id],
  );
  const onSubmit = form.submitWith(
    ({ userId }) =>
      api.OrganizationUnit.AddUsersToOrganizationUnit({
        organizationUnitId: unit.id,
        userIds: [userId],
      }),
    {
      success: () => t("memberAdded", { user: chosen?.userName ?? "", name: unit.displayName }),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="department-add-member"
      title={t("addMemberTitle", { name: unit.displayName })}
      submitLabel={t("addMember")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SearchChoiceField
        form={form}
        name="userId"
        label={t("user")}
        placeholder={t("findUser")}
        search={find}
        required
        onChoose={setChosen}
        describe={(u) => (
          <>
            <span className="font-medium">{u.userName}</span>
            {fullName(u) && <> · {fullName(u)}</>}
          </>
        )}
      />
    </FormDialog>
  );
}
