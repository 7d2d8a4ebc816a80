"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { type CategoryOption, indentStyle } from "./category-options";
import type { ProductFormApi } from "./product-form-model";

const described = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};

/** Name, category (any level of the tree), brand and description. */
export function ProductBasicsCard({
  form,
  categories,
  brands,
}: {
  form: ProductFormApi;
  categories: CategoryOption[];
  brands: { id: string; name: string }[];
}) {
  const t = useTranslations("products.form");
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("basics")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <FormField
          id="name"
          label={t("name")}
          error={errors.name?.message}
          required
          className="md:col-span-2"
        >
          <Input
            id="name"
            autoComplete="off"
            {...described("name", errors.name?.message)}
            {...form.register("name")}
          />
        </FormField>
        <FormField
          id="categoryId"
          label={t("category")}
          error={errors.categoryId?.message}
          required
        >
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select value={field.value ?? ""} onValueChange={field.onChange}>
                <SelectTrigger
                  id="categoryId"
                  className="w-full"
                  onBlur={field.onBlur}
                  {...described("categoryId", errors.categoryId?.message)}
                >
                  <SelectValue placeholder={t("choose")} />
                </SelectTrigger>
                <SelectContent>
                  {categories.map((c) => (
                    <SelectItem key={c.id} value={c.id} style={indentStyle(c.depth)}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="brandId" label={t("brand")} error={errors.brandId?.message} required>
          <Controller
            control={form.control}
            name="brandId"
            render={({ field }) => (
              <Select value={field.value ?? ""} onValueChange={field.onChange}>
                <SelectTrigger
                  id="brandId"
                  className="w-full"
                  onBlur={field.onBlur}
                  {...described("brandId", errors.brandId?.message)}
                >
                  <SelectValue placeholder={t("choose")} />
                </SelectTrigger>
                <SelectContent>
                  {brands.map((b) => (
                    <SelectItem key={b.id} value={b.id}>
                      {b.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField
          id="description"
          label={t("description")}
          error={errors.description?.message}
          required
          className="md:col-span-2"
        >
          <Textarea
            id="description"
            rows={5}
            {...described("description", errors.description?.message)}
            {...form.register("description")}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}
