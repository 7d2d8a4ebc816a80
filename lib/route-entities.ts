import type { Op } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { compileRoutes, matchRoute } from "@/lib/route-pattern";

// Routes that open one record, and the upstream method (GET, taking `id`) that reads it. The
// (console) layout reads the record before anything streams, so an unknown id answers HTTP 404:
// a page's own notFound() comes after loading.tsx has started a 200 response (Next streams).
// A test checks that every built `[id]` screen is listed here.
export const routeEntities: Record<string, Op> = {
  "/charity/bankReconciliation/{id}": contracts.BankStatement.Get,
  "/charity/projects/{id}": contracts.Project.Get,
  "/cms/feedbackReply/{feedbackId}": contracts.Feedback.Get,
  "/admin/sysSettingTaxeEdit/{id}": contracts.SysSettingTaxe.Get,
  "/cms/anchor/edit/{id}": contracts.CmsAnchor.Get,
  "/cms/swiper/edit/{id}": contracts.Swiper.Get,
  "/cms/category-edit/{id}": contracts.CmsCategory.Get,
  "/cms/navigation-edit/{id}": contracts.CmsNavigation.Get,
  "/cms/navigation-editChild/{id}": contracts.CmsNavigation.Get,
  "/commodity/commodity/edit/{id}": contracts.Product.Get,
  "/customer/enterpriseDetail/{id}": contracts.Customer.Get,
  "/customer/enterpriseEdit/{id}": contracts.Customer.Get,
  "/customer/memberDetail/{id}": contracts.Customer.Get,
  "/ou/roles/edit/{id}": contracts.Role.Get,
  "/ou/roles/grantPermission/{id}": contracts.Role.Get,
  "/ou/users/detail/{id}": contracts.User.Get,
  "/ou/users/edit/{id}": contracts.User.Get,
  "/productSku/invoiceDetail/{id}": contracts.OrderMain.Get,
  "/productSku/orderDetail/{id}": contracts.OrderMain.Get,
  "/productSku/pricingManagement/detail/{id}": contracts.ProductSku.Get,
  "/productSku/pricingManagement/logList/{id}": contracts.ProductSku.Get,
  "/productSku/projectMapping/{id}": contracts.Product.Get,
  "/productSku/salesManagement/detail/{id}": contracts.ProductSku.Get,
  "/purchase/commoditySalesRecord/details/{productSaleMainId}":
    contracts.SupplierProductSaleMain.Get,
  "/warehouse/invoice/{id}": contracts.WarehouseOutbound.Get,
  "/warehouse/warehouseInStorageMainDetail/{id}": contracts.WarehouseInStorageMain.Get,
  "/warehouse/warehouseInStorageMainEdit/{id}": contracts.WarehouseInStorageMain.Get,
};

/**
 * The record's id in a path matching a route pattern ("/ou/users/edit/{id}", "/ou/users/edit/42"
 * → "42"): its `{id}`, or the pattern's one parameter ("{productSaleMainId}").
 */
export function idOf(pattern: string, pathname: string): string | undefined {
  const params = matchRoute(compileRoutes({ [pattern]: true }), pathname)?.params;
  return params?.id ?? Object.values(params ?? {})[0];
}
