import "server-only";
import { serverApi } from "@/lib/api/server";
import type { ProductFormProps } from "./product-form";

const ALL = { maxResultCount: 1000 };

/** What the product form chooses from: the category tree, brands, and both kinds of parameter. */
export async function loadProductFormData(): Promise<Omit<ProductFormProps, "product">> {
  const [tree, brands, specs, basics] = await Promise.all([
    serverApi.ProductCategory.GetTree(),
    serverApi.ProductBrand.GetAll({ ...ALL, sorting: "name asc" }),
    serverApi.ProductSpecParam.GetAll({ ...ALL, sorting: "sortOrder asc, name asc" }),
    serverApi.ProductBasicParam.GetAll({ ...ALL, sorting: "sortOrder asc, name asc" }),
  ]);
  const param = ({ id, name, inputKind, options, requirement }: (typeof specs.items)[number]) => ({
    id,
    name,
    inputKind,
    options,
    requirement,
  });
  return {
    categories: tree.items,
    brands: brands.items.map(({ id, name }) => ({ id, name })),
    specParams: specs.items.map(param),
    basicParams: basics.items.map(param),
  };
}
