import type { TProductDto } from "@/lib/contracts/catalogue/product";
import type { TPagedResult } from "@/lib/contracts/common";

/**
 * What the product list shows of a product. The page sends only this to the browser: a product's
 * SKUs (which the row's panel loads itself when opened), images, texts and parameters were most
 * of the list's weight (318 KB of HTML for a page of 20 on the demo data; Lighthouse's blocking
 * time on a phone, issue 16).
 */
export type ProductRow = Pick<
  TProductDto,
  | "id"
  | "name"
  | "brandId"
  | "brandName"
  | "isBrandDeleted"
  | "categoryName"
  | "creationTime"
  | "mainImageUrl"
  | "skuCount"
  | "totalAvailableStock"
  | "shelfSummary"
  | "hasLowStock"
>;

/** A GetAll page of products as the list's rows (on the server, before the page is sent). */
export const productRows = (page: TPagedResult<TProductDto>): TPagedResult<ProductRow> => ({
  ...page,
  items: page.items.map((p) => ({
    id: p.id,
    name: p.name,
    brandId: p.brandId,
    brandName: p.brandName,
    isBrandDeleted: p.isBrandDeleted,
    categoryName: p.categoryName,
    creationTime: p.creationTime,
    mainImageUrl: p.mainImageUrl,
    skuCount: p.skuCount,
    totalAvailableStock: p.totalAvailableStock,
    shelfSummary: p.shelfSummary,
    hasLowStock: p.hasLowStock,
  })),
});
