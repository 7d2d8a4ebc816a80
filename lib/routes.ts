// The console's route table (SPEC §2): which permission opens which screen. The request gate
// and the (console) layout check it; the API checks its own permissions regardless.
import { allPermissions } from "@/lib/permissions";
import type { RouteAccess } from "@/lib/route-access";
import { compileRoutes, matchRoute } from "@/lib/route-pattern";

/** Set by proxy.ts for the (console) layout, which checks the route's permission on the server. */
export const PATH_HEADER = "x-quay-path";

/**
 * SPEC §2's screens the tree has no node for (details, child forms, logs): each opens with its
 * page's permission. Every other screen is a node's `url` in the permission tree.
 */
const extraRoutes = {
  "/cms/navigation-createChild/{parentId}": "Pages.CMS.Navigation.Create",
  "/cms/navigation-editChild/{id}": "Pages.CMS.Navigation.Edit",
  "/ou/users/detail/{id}": "Pages.Users",
  "/productSku/salesManagement/detail/{id}": "Pages.Order.Sales",
  "/productSku/pricingManagement/detail/{id}": "Pages.Order.Sales",
  "/productSku/pricingManagement/logList/{id}": "Pages.Order.Sales",
  "/productSku/orderDetail/{id}": "Pages.Order.Management",
  "/productSku/invoiceDetail/{id}": "Pages.Order.Management",
  "/customer/enterpriseDetail/{id}": "Pages.Customer.Enterprise",
  "/customer/memberDetail/{id}": "Pages.Customer.Member",
  "/warehouse/warehouseInStorageMainDetail/{id}": "Pages.Warehouse.InStorage",
  "/warehouse/invoice/{id}": "Pages.Warehouse.Outbound",
  // a bank statement and its lines, matched to the foundation's records (issue 17)
  "/charity/bankReconciliation/{id}": "Pages.FinanceManage.BankReconciliation",
  // a project: its state, audit, history and the actions its state allows (issue 17)
  "/charity/projects/{id}": "Pages.Project",
  // the lines of a supplier's month: purchase keeps them, finance settles them (issue 12)
  "/purchase/commoditySalesRecord/details/{productSaleMainId}": [
    "Pages.Purchase.SalesRecord",
    "Pages.Finance.SalesRecord",
  ],
} as const satisfies Record<string, RouteAccess>;

/** SPEC §2 route pattern -> the permission (or any of the permissions) that opens it. */
export const routePermissions: Readonly<Record<string, RouteAccess>> = {
  ...Object.fromEntries(
    allPermissions.flatMap((p) => (p.properties.url ? [[p.properties.url, p.name] as const] : [])),
  ),
  ...extraRoutes,
};

const compiled = compileRoutes(routePermissions);

/** The route pattern and permission for a path, or undefined for a path that is no screen of ours. */
export function routeOf(
  pathname: string,
): { pattern: string; permission: RouteAccess } | undefined {
  const match = matchRoute(compiled, pathname);
  return match && { pattern: match.pattern, permission: match.permission };
}
