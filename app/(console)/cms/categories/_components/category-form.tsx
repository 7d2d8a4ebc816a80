"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  UploadField,
} from "@/components/form/fields";
import { PageFormActions } from "@/components/form/page-form-actions";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { Card, CardContent } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import {
  MAX_CMS_CATEGORY_IMAGES,
  type TCmsCategoryDto,
  type TCmsCategoryNode,
  ZCreateCmsCategoryInput,
} from "@/lib/contracts/cms-category";
import { appEnums, enumMessageKey } from "@/lib/contracts/enum-values";
import { flattenTree } from "../../_components/tree-params";

const LIST = "/cms/categories";

/**
 * Create or edit a content category (a page form): where it sits, its code and name, kind, paths,
 * up to three images (uploaded to Temp, bound on save) and the website's flags.
 */
export function CmsCategoryForm(props: {
  tree: TCmsCategoryNode[];
  category?: TCmsCategoryDto;
  /** a new category's parent (null: top level) */
  parentId?: string | null;
}) {
  const { category, tree } = props;
  const t = useTranslations("cmsCategories");
  const tAll = useTranslations();
  const router = useRouter();
  const said = useSaid("cmsCategory");
  const [uploading, setUploading] = useState(false);
  const form = useAppForm(ZCreateCmsCategoryInput, {
    parentId: category ? category.parentId : (props.parentId ?? null),
    code: category?.code ?? "",
    name: category?.name ?? "",
    type: category?.type ?? "Content",
    subtitle: category?.subtitle ?? "",
    displayOrder: category?.displayOrder ?? 0,
    pcPath: category?.pcPath ?? "",
    miniProgramPath: category?.miniProgramPath ?? "",
    imageIds: category?.imageIds ?? [],
    isHidden: category?.isHidden ?? false,
    isNavigation: category?.isNavigation ?? false,
    useParentIdParameter: category?.useParentIdParameter ?? false,
    enableDataPermissionLimit: category?.enableDataPermissionLimit ?? false,
    needShowContentCategory: category?.needShowContentCategory ?? false,
    categoryCode: category?.categoryCode ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      category
        ? api.CmsCategory.Update({ ...values, id: category.id })
        : api.CmsCategory.Create(values),
    {
      success: (saved) => said(category ? "saved" : "created", saved.name),
      then: () => router.push(LIST),
    },
  );
  const flags = [
    { name: "isHidden", label: t("isHidden"), hint: t("isHiddenHint") },
    { name: "isNavigation", label: t("isNavigation"), hint: t("isNavigationHint") },
    {
      name: "useParentIdParameter",
      label: t("useParentIdParameter"),
      hint: t("useParentIdParameterHint"),
    },
    {
      name: "enableDataPermissionLimit",
      label: t("enableDataPermissionLimit"),
      hint: t("enableDataPermissionLimitHint"),
    },
    {
      name: "needShowContentCategory",
      label: t("needShowContentCategory"),
      hint: t("needShowContentCategoryHint"),
    },
  ] as const;
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <TextField form={form} name="name" label={t("name")} required />
          <TextField form={form} name="code" label={t("code")} hint={t("codeHint")} required />
          <SelectField
            form={form}
            name="parentId"
            label={t("parent")}
            none={t("noParent")}
            options={flattenTree(tree, category?.id).map(({ node, depth }) => ({
              value: node.id,
              label: `${node.name} (${node.code})`,
              depth,
            }))}
          />
          <SelectField
            form={form}
            name="type"
            label={t("type")}
            options={appEnums.CategoryKind.map((kind) => ({
              value: kind,
              label: tAll(enumMessageKey("CategoryKind", kind)),
            }))}
          />
          <TextField form={form} name="subtitle" label={t("subtitle")} />
          <NumberField
            form={form}
            name="displayOrder"
            label={t("displayOrder")}
            hint={t("displayOrderHint")}
            min={0}
          />
          <TextField form={form} name="pcPath" label={t("pcPath")} hint={t("pathHint")} />
          <TextField
            form={form}
            name="miniProgramPath"
            label={t("miniProgramPath")}
            hint={t("pathHint")}
          />
          <TextField
            form={form}
            name="categoryCode"
            label={t("categoryCode")}
            hint={t("categoryCodeHint")}
          />
          <UploadField
            form={form}
            name="imageIds"
            label={t("images")}
            hint={t("imagesHint", { max: MAX_CMS_CATEGORY_IMAGES })}
            purpose="productImage"
            multiple
            sortable
            max={MAX_CMS_CATEGORY_IMAGES}
            initial={(category?.images ?? []).map((image, i) => ({
              ...image,
              fileName: `${category!.name} ${i + 1}`,
              contentType: "image/*",
              size: 0,
              sortOrder: i,
              hostType: "CmsCategory" as const,
              hostId: category!.id,
            }))}
            onBusyChange={setUploading}
          />
          <div className="grid gap-3 lg:col-span-2 lg:grid-cols-2">
            {flags.map((flag) => (
              <SwitchField
                key={flag.name}
                form={form}
                name={flag.name}
                label={flag.label}
                hint={flag.hint}
              />
            ))}
          </div>
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting || uploading} />
      </Card>
    </form>
  );
}
