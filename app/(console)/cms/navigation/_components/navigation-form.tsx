"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
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
import { knownFiles } from "@/components/uploader/known-files";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { api } from "@/lib/api/client";
import type { TCmsCategoryNode } from "@/lib/contracts/cms-category";
import {
  type TCmsNavigationDto,
  type TCmsNavigationNode,
  ZCreateCmsNavigationInput,
} from "@/lib/contracts/cms-navigation";
import { flattenTree } from "../../_components/tree-params";

/**
 * Create or edit a navigation item (a page form): its parent (none: the first level), name,
 * order, whether it shows, an image, and the content categories it leads to.
 */
export function NavigationForm(props: {
  /** the first-level items a child may go under */
  tops: TCmsNavigationNode[];
  categories: TCmsCategoryNode[];
  item?: TCmsNavigationDto;
  /** a new item's parent (null: first level) */
  parentId?: string | null;
}) {
  const { item } = props;
  const t = useTranslations("cmsNavigation");
  const router = useRouter();
  const said = useSaid("cmsNavigation");
  const [uploading, setUploading] = useState(false);
  const form = useAppForm(ZCreateCmsNavigationInput, {
    parentId: item ? item.parentId : (props.parentId ?? null),
    name: item?.name ?? "",
    order: item?.order ?? 0,
    isShow: item?.isShow ?? true,
    imageId: item?.imageId ?? null,
    categoryIds: item?.categoryIds ?? [],
  });
  const onSubmit = form.submitWith(
    (values) =>
      item
        ? api.CmsNavigation.Update({ ...values, id: item.id })
        : api.CmsNavigation.Create(values),
    {
      success: (saved) => said(item ? "saved" : "created", saved.name),
      then: () => router.push("/cms/navigation"),
    },
  );
  const hasChildren = !!props.tops.find((top) => top.id === item?.id)?.children.length;
  const categoryError = form.formState.errors.categoryIds?.message;
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <TextField form={form} name="name" label={t("name")} required />
          <SelectField
            form={form}
            name="parentId"
            label={t("parent")}
            hint={hasChildren ? t("parentLocked") : undefined}
            none={t("noParent")}
            disabled={hasChildren}
            options={props.tops
              .filter((top) => top.id !== item?.id)
              .map((top) => ({ value: top.id, label: top.name }))}
          />
          <NumberField form={form} name="order" label={t("order")} hint={t("orderHint")} min={0} />
          <SwitchField form={form} name="isShow" label={t("isShow")} hint={t("isShowHint")} />
          <UploadField
            form={form}
            name="imageId"
            label={t("image")}
            purpose="productImage"
            initial={knownFiles(
              "CmsNavigation",
              item && { id: item.id, name: item.name },
              item?.imageId,
              item?.imageUrl,
            )}
            onBusyChange={setUploading}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("categories")}</legend>
            <p className="text-muted-foreground text-xs">{t("categoriesHint")}</p>
            <Controller
              control={form.control}
              name="categoryIds"
              render={({ field }) => {
                const chosen: string[] = field.value ?? [];
                return (
                  <div className="max-h-72 overflow-y-auto rounded-md border p-2">
                    {flattenTree(props.categories).map(({ node, depth }) => (
                      <label
                        key={node.id}
                        className="flex min-h-9 items-center gap-2 text-sm"
                        style={{ paddingLeft: `${depth * 1.25}rem` }}
                      >
                        <Checkbox
                          checked={chosen.includes(node.id)}
                          onCheckedChange={(on) =>
                            field.onChange(
                              on ? [...chosen, node.id] : chosen.filter((id) => id !== node.id),
                            )
                          }
                        />
                        {node.name}
                        <code className="text-muted-foreground text-xs">{node.code}</code>
                      </label>
                    ))}
                  </div>
                );
              }}
            />
            {categoryError && <p className="text-destructive text-sm">{categoryError}</p>}
          </fieldset>
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting || uploading} />
      </Card>
    </form>
  );
}
