"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";
import type { TProductDto } from "@/lib/contracts/catalogue/product";
import { flattenCategories } from "./category-options";
import { ProductBasicsCard } from "./product-basics-card";
import {
  productFormDefaults,
  productFormSchema,
  toFormError,
  toProductPayload,
} from "./product-form-model";
import { ProductMediaCard } from "./product-media-card";
import { type ParamOption, ProductBasicParamsCard, ProductSpecsCard } from "./product-params-cards";
import { SkuGrid } from "./sku-grid";

export interface ProductFormProps {
  categories: TCategoryTreeNode[];
  brands: { id: string; name: string }[];
  specParams: ParamOption[];
  basicParams: ParamOption[];
  /** the product being edited; absent when creating */
  product?: TProductDto;
}

/**
 * Create and edit a product with its SKU grid, saved together (Product/Create, Product/Update).
 * The API's schema checks the form; the server's refusals land on their fields, grid cells too.
 */
export function ProductForm({
  categories,
  brands,
  specParams,
  basicParams,
  product,
}: ProductFormProps) {
  const t = useTranslations();
  const router = useRouter();
  const said = useSaid("product");
  const [uploading, setUploading] = useState(false);
  const categoryOptions = useMemo(() => flattenCategories(categories), [categories]);
  const basicIds = useMemo(() => basicParams.map((p) => p.id), [basicParams]);
  const schema = useMemo(
    () => productFormSchema(basicParams.filter((p) => p.requirement === "Needed").map((p) => p.id)),
    [basicParams],
  );
  // the form reads its defaults once; later renders need not rebuild them
  const [defaults] = useState(() =>
    productFormDefaults(product, {
      specParamIds: specParams.map((p) => p.id),
      basicParamIds: basicIds,
    }),
  );
  const form = useAppForm(schema, defaults);

  const onSubmit = form.submitWith(
    (values) => {
      const payload = toProductPayload(values, basicIds);
      return product
        ? api.Product.Update({ ...payload, id: product.id })
        : api.Product.Create(payload);
    },
    {
      success: (saved) => said(product ? "saved" : "created", saved.name),
      then: () => router.push("/commodity/commodity"),
      refresh: false,
      mapErrors: (error, values) => toFormError(error, toProductPayload(values, basicIds)),
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <ProductBasicsCard form={form} categories={categoryOptions} brands={brands} />
      <ProductMediaCard form={form} product={product} onBusyChange={setUploading} />
      <ProductSpecsCard form={form} params={specParams} />
      <ProductBasicParamsCard form={form} params={basicParams} />
      <SkuGrid form={form} specParams={specParams} />
      <div className="flex items-center justify-end gap-2">
        {uploading && (
          <p className="text-muted-foreground mr-auto text-sm" role="status">
            {t("products.form.waitForUploads")}
          </p>
        )}
        <Button variant="outline" asChild>
          <Link href="/commodity/commodity">{t("common.cancel")}</Link>
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting || uploading}>
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
