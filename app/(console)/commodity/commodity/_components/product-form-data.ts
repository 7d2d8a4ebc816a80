import "server-only";
import { ZBrandDto } from "@/lib/contracts/catalogue/brand";
import { ZCategoryTree } from "@/lib/contracts/catalogue/category";
import { ZParamDto } from "@/lib/contracts/catalogue/params";
import { ZPagedResult } from "@/lib/contracts/common";
import { serverCall } from "@/lib/console-session";
import type { ProductFormProps } from "./product-form";

const ALL = { maxResultCount: 1000 };

/** What the product form chooses from: the category tree, brands, and both kinds of parameter. */
export async function loadProductFormData(): Promise<Omit<ProductFormProps, "product">> {
  const [tree, brands, specs, basics] = await Promise.all([
    serverCall("GET", "ProductCategory/GetTree", {}, ZCategoryTree),
    serverCall(
      "GET",
      "ProductBrand/GetAll",
      { ...ALL, sorting: "name asc" },
      ZPagedResult(ZBrandDto),
    ),
    serverCall(
      "GET",
      "ProductSpecParam/GetAll",
      { ...ALL, sorting: "sortOrder asc, name asc" },
      ZPagedResult(ZParamDto),
    ),
    serverCall(
      "GET",
      "ProductBasicParam/GetAll",
      { ...ALL, sorting: "sortOrder asc, name asc" },
      ZPagedResult(ZParamDto),
    ),
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
