"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { SelectField, SwitchField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TCategoryTreeNode, ZCreateCategoryInput } from "@/lib/contracts/catalogue/category";
import { flattenForSelect, nextSortOrder } from "./category-tree-model";

interface CategoryFormDialogProps {
  tree: TCategoryTreeNode[];
  /** the category being edited; absent when creating */
  category?: TCategoryTreeNode;
  /** when creating: the parent chosen up front ("Add subcategory") */
  parentId?: string | null;
  onClose: () => void;
}

/**
 * Create or edit a category: name, parent (any category but itself and those below it) and
 * whether it shows a product count. A new category, or one moved to another parent, goes last
 * among its new siblings; otherwise it keeps its place.
 */
export function CategoryFormDialog({
  tree,
  category,
  parentId = null,
  onClose,
}: CategoryFormDialogProps) {
  const t = useTranslations();
  const said = useSaid("category");
  const parents = useMemo(() => flattenForSelect(tree, category?.id), [tree, category?.id]);
  const parentName = parentId ? parents.find((p) => p.id === parentId)?.name : undefined;
  const form = useAppForm(ZCreateCategoryInput, {
    name: category?.name ?? "",
    parentId: category ? category.parentId : parentId,
    navId: category?.navId ?? null,
    isIncludeProductCount: category?.isIncludeProductCount ?? true,
    sortOrder: category?.sortOrder ?? 0,
  });
  const onSubmit = form.submitWith(
    (values) => {
      const keepsPlace = category && category.parentId === values.parentId;
      const sortOrder = keepsPlace ? category.sortOrder : nextSortOrder(tree, values.parentId);
      return category
        ? api.ProductCategory.Update({ ...values, sortOrder, id: category.id })
        : api.ProductCategory.Create({ ...values, sortOrder });
    },
    { success: (_, { name }) => said(category ? "saved" : "created", name), then: onClose },
  );
  const title = category
    ? t("categories.editTitle", { name: category.name })
    : parentName
      ? t("categories.addChildTitle", { name: parentName })
      : t("categories.createTitle");
  return (
    <FormDialog
      id="category-form"
      title={title}
      description={t("categories.formHint")}
      submitLabel={t("common.save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("categories.name")} required />
      <SelectField
        form={form}
        name="parentId"
        label={t("categories.parent")}
        none={t("categories.noParent")}
        options={parents.map((p) => ({ value: p.id, label: p.name, depth: p.depth + 1 }))}
      />
      <SwitchField
        form={form}
        name="isIncludeProductCount"
        label={t("categories.isIncludeProductCount")}
        hint={t("categories.isIncludeProductCountHint")}
      />
    </FormDialog>
  );
}
