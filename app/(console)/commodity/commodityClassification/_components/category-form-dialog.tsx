"use client";

import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { type TCategoryTreeNode, ZCreateCategoryInput } from "@/lib/contracts/catalogue/category";
import { flattenForSelect, nextSortOrder } from "./category-tree-model";

/** Radix Select has no empty value; this stands for "no parent". */
const ROOT = "__root";

/** The page header's "Create category" (a top-level one), opening the dialog. */
export function CreateCategoryButton({ tree }: { tree: TCategoryTreeNode[] }) {
  const t = useTranslations("categories");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        {t("create")}
      </Button>
      {open && <CategoryFormDialog tree={tree} onClose={() => setOpen(false)} />}
    </>
  );
}

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
  const parents = useMemo(() => flattenForSelect(tree, category?.id), [tree, category?.id]);
  const parentName = parentId ? parents.find((p) => p.id === parentId)?.name : undefined;
  const form = useAppForm(ZCreateCategoryInput, {
    name: category?.name ?? "",
    parentId: category ? category.parentId : parentId,
    navId: category?.navId ?? null,
    isIncludeProductCount: category?.isIncludeProductCount ?? true,
    sortOrder: category?.sortOrder ?? 0,
  });
  const { mutate, pending } = useMutation();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const keepsPlace = category && category.parentId === values.parentId;
    const sortOrder = keepsPlace ? category.sortOrder : nextSortOrder(tree, values.parentId);
    try {
      if (category)
        await mutate(api.ProductCategory.Update, { ...values, sortOrder, id: category.id });
      else await mutate(api.ProductCategory.Create, { ...values, sortOrder });
      onClose();
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  const title = category
    ? t("categories.editTitle", { name: category.name })
    : parentName
      ? t("categories.addChildTitle", { name: parentName })
      : t("categories.createTitle");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("categories.formHint")}</DialogDescription>
        </DialogHeader>
        <form id="category-form" onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="name" label={t("categories.name")} error={errors.name?.message} required>
            <Input
              id="name"
              autoComplete="off"
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? "name-error" : undefined}
              {...form.register("name")}
            />
          </FormField>
          <FormField id="parentId" label={t("categories.parent")} error={errors.parentId?.message}>
            <Controller
              control={form.control}
              name="parentId"
              render={({ field }) => (
                <Select
                  value={field.value ?? ROOT}
                  onValueChange={(v) => field.onChange(v === ROOT ? null : v)}
                >
                  <SelectTrigger
                    id="parentId"
                    className="w-full"
                    aria-invalid={!!errors.parentId}
                    aria-describedby={errors.parentId ? "parentId-error" : undefined}
                  >
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ROOT}>{t("categories.noParent")}</SelectItem>
                    {parents.map((p) => (
                      <SelectItem
                        key={p.id}
                        value={p.id}
                        style={{ paddingLeft: `${0.5 + (p.depth + 1) * 1}rem` }}
                      >
                        {p.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <div className="flex items-center justify-between gap-4 rounded-md border p-3">
            <div className="space-y-1">
              <label htmlFor="isIncludeProductCount" className="text-sm font-medium">
                {t("categories.isIncludeProductCount")}
              </label>
              <p className="text-muted-foreground text-xs">
                {t("categories.isIncludeProductCountHint")}
              </p>
            </div>
            <Controller
              control={form.control}
              name="isIncludeProductCount"
              render={({ field }) => (
                <Switch
                  id="isIncludeProductCount"
                  checked={field.value ?? true}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </div>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="category-form" disabled={pending}>
            {t("common.save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
