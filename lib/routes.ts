// The console's route table (SPEC §2): which permission opens which screen. The request gate
// and the (console) layout check it; the API checks its own permissions regardless.
/** Set by proxy.ts for the (console) layout, which checks the route's permission on the server. */
export const PATH_HEADER = "x-quay-path";

/** SPEC §2 route pattern -> the permission a user needs to open it. */
export const routePermissions: Record<string, string> = {
  "/dashboard": "Pages.Dashboard",

  "/admin/dataDictionaries": "Pages.Admin.DataDictionaries",
  "/admin/sysSettingTaxe": "Pages.Admin.Taxes",
  "/admin/sysSettingTaxeCreate": "Pages.Admin.Taxes.Create",
  "/admin/sysSettingTaxeEdit/{id}": "Pages.Admin.Taxes.Edit",
  "/admin/sysSettingOrder": "Pages.Admin.OrderSettings",
  "/admin/languageTexts": "Pages.Admin.LanguageTexts",

  "/cms/categories": "Pages.CMS.Category",
  "/cms/category-create/{parentId}": "Pages.CMS.Category.Create",
  "/cms/category-edit/{id}": "Pages.CMS.Category.Edit",
  "/cms/anchor": "Pages.CMS.Anchor",
  "/cms/anchor/create": "Pages.CMS.Anchor.Create",
  "/cms/anchor/edit/{id}": "Pages.CMS.Anchor.Edit",
  "/cms/swiper": "Pages.CMS.Swiper",
  "/cms/swiper/create": "Pages.CMS.Swiper.Create",
  "/cms/swiper/edit/{id}": "Pages.CMS.Swiper.Edit",
  "/cms/feedback": "Pages.CMS.Feedback",
  "/cms/feedbackReply/{feedbackId}": "Pages.CMS.Feedback.Reply",
  "/cms/navigation": "Pages.CMS.Navigation",
  "/cms/navigation-create/{parentId}": "Pages.CMS.Navigation.Create",
  "/cms/navigation-edit/{id}": "Pages.CMS.Navigation.Edit",
  "/cms/navigation-createChild/{parentId}": "Pages.CMS.Navigation.Create",
  "/cms/navigation-editChild/{id}": "Pages.CMS.Navigation.Edit",

  "/ou/roles": "Pages.Roles",
  "/ou/roles/create": "Pages.Roles.Create",
  "/ou/roles/edit/{id}": "Pages.Roles.Edit",
  "/ou/roles/grantPermission/{id}": "Pages.Roles.GrantPermissions",
  "/ou/users": "Pages.Users",
  "/ou/users/create": "Pages.Users.Create",
  "/ou/users/edit/{id}": "Pages.Users.Edit",
  "/ou/users/detail/{id}": "Pages.Users",

  "/commodity/commodityClassification": "Pages.Commodity.Category",
  "/commodity/brand": "Pages.Commodity.Brand",
  "/commodity/specifications": "Pages.Commodity.Specifications",
  "/commodity/basicParams": "Pages.Commodity.BasicParams",
  "/commodity/commodity": "Pages.Commodity.Product",
  "/commodity/commodityCreate": "Pages.Commodity.Product.Create",
  "/commodity/commodity/edit/{id}": "Pages.Commodity.Product.Edit",

  "/productSku/salesManagement": "Pages.Order.Sales",
  "/productSku/salesManagement/detail/{id}": "Pages.Order.Sales",
  "/productSku/projectMapping/{id}": "Pages.Commodity.Product.Mapping",
  "/productSku/pricingManagement/detail/{id}": "Pages.Order.Sales",
  "/productSku/pricingManagement/logList/{id}": "Pages.Order.Sales",
  "/productSku/order/startOrderOf/{email}/{code}": "Pages.Order.Management.PlaceOnBehalf",
  "/productSku/orderManagement": "Pages.Order.Management",
  "/productSku/orderDetail/{id}": "Pages.Order.Management",
  "/productSku/invoiceDetail/{id}": "Pages.Order.Management",

  "/customer/enterprise": "Pages.Customer.Enterprise",
  "/customer/enterpriseCreate": "Pages.Customer.Enterprise.Create",
  "/customer/enterpriseEdit/{id}": "Pages.Customer.Enterprise.Edit",
  "/customer/enterpriseDetail/{id}": "Pages.Customer.Enterprise",
  "/customer/ordinary": "Pages.Customer.Ordinary",
  "/customer/member": "Pages.Customer.Member",
  "/customer/memberDetail/{id}": "Pages.Customer.Member",

  "/warehouse/warehouseSearch": "Pages.Warehouse.Stock",
  "/warehouse/warehouseLocation": "Pages.Warehouse.Warehouses",
  "/warehouse/locationManagement": "Pages.Warehouse.Locations",
  "/warehouse/warehouseSelfLiftinPoint": "Pages.Warehouse.SelfLiftPoints",
  "/warehouse/warehouseInStorageMain": "Pages.Warehouse.InStorage",
  "/warehouse/warehouseInStorageMainDetail/{id}": "Pages.Warehouse.InStorage",
  "/warehouse/warehouseInStorageMainCreate": "Pages.Warehouse.InStorage.Create",
  "/warehouse/warehouseInStorageMainEdit/{id}": "Pages.Warehouse.InStorage.Edit",
  "/warehouse/warehouseExManagement": "Pages.Warehouse.Outbound",
  "/warehouse/invoice/{id}": "Pages.Warehouse.Outbound",

  "/purchase/supplierManagement": "Pages.Purchase.Supplier",
  "/purchase/commoditySalesRecord/{from}": "Pages.Purchase.SalesRecord",
  "/purchase/commoditySalesRecord/details/{productSaleMainId}": "Pages.Purchase.SalesRecord",

  "/finance/commoditySalesRecord/{from}": "Pages.Finance.SalesRecord",
  "/finance/financeSaleStatistic": "Pages.Finance.SalesStatistic",
  "/finance/memberPaymentOrder": "Pages.Finance.MemberPaymentOrder",
};

const compiled = Object.entries(routePermissions).map(([pattern, permission]) => ({
  pattern,
  permission,
  regex: new RegExp(
    `^${pattern.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`,
  ),
}));

/** The route pattern and permission for a path, or undefined for a path that is no screen of ours. */
export function routeOf(pathname: string): { pattern: string; permission: string } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const match = compiled.find((r) => r.regex.test(path));
  return match && { pattern: match.pattern, permission: match.permission };
}
