// The permission registry (SPEC §6): the one tree every permission name comes from. The server
// grants and checks from it, the route table and the roles screen read it, and PermissionName
// (the union of every name below) types method declarations, routes, menus and `useCan`: a
// misspelt permission is a type error. Client code imports only the types.

interface PermissionProperties {
  readonly url?: string;
  readonly icon?: string;
  readonly isFunction: boolean;
}

export interface PermissionNode {
  readonly name: string;
  readonly displayName: string;
  readonly properties: PermissionProperties;
  readonly children?: readonly PermissionNode[];
}

/** A node whose name (and whose children's names) the type system knows. */
interface Node<N extends string, C extends readonly PermissionNode[] = readonly []> {
  readonly name: N;
  readonly displayName: string;
  readonly properties: PermissionProperties;
  readonly children?: C;
}

/** An action relative to its page: "Delete", or ["Create", "/ou/users/create"] when it has a screen. */
type ActionSpec = string | readonly [action: string, url: string];
type ActionName<S> = S extends readonly [infer A extends string, string] ? A : S & string;
type ActionNode<N extends string, S> = Node<`${N}.${ActionName<S>}`>;

function node<const N extends string, const C extends readonly PermissionNode[] = readonly []>(
  name: N,
  properties: PermissionProperties,
  children?: C,
): Node<N, C> {
  return {
    name,
    displayName: `permissions.${name.replaceAll(".", "_")}`,
    properties,
    ...(children && children.length > 0 ? { children } : {}),
  };
}

/** A menu section: an icon, no url. */
function group<const N extends string, const C extends readonly PermissionNode[]>(
  name: N,
  icon: string,
  children: C,
): Node<N, C> {
  return node(name, { icon, isFunction: false }, children);
}

/** A screen (menu entry) and its actions. Charity-reading modules have no url: they have no routes. */
function page<const N extends string, const A extends readonly ActionSpec[] = readonly []>(
  name: N,
  url: string | undefined,
  icon: string,
  actions?: A,
): Node<N, readonly ActionNode<N, A[number]>[]> {
  const children = (actions ?? []).map((spec) => {
    const [action, actionUrl] = typeof spec === "string" ? [spec, undefined] : spec;
    return node(`${name}.${action}` as `${N}.${ActionName<A[number]>}`, {
      ...(actionUrl ? { url: actionUrl } : {}),
      isFunction: true,
    });
  });
  return node(name, { ...(url ? { url } : {}), icon, isFunction: false }, children);
}

const CRUD = ["Create", "Edit", "Delete"] as const;

export const permissionTree = [
  // ExternalProject / InternalProject are dashboard panels of the charity reading, not menus.
  page("Pages.Dashboard", "/dashboard", "layout-dashboard", ["ExternalProject", "InternalProject"]),
  group("Pages.Commodity", "package", [
    page("Pages.Commodity.Category", "/commodity/commodityClassification", "folder-tree", [
      ...CRUD,
    ]),
    page("Pages.Commodity.Brand", "/commodity/brand", "tag", [...CRUD, "Restore"]),
    page("Pages.Commodity.Specifications", "/commodity/specifications", "sliders-horizontal", [
      ...CRUD,
      "Restore",
    ]),
    page("Pages.Commodity.BasicParams", "/commodity/basicParams", "list-checks", [
      ...CRUD,
      "Restore",
    ]),
    // Products and their SKUs; shelf, stock and recommend are ProductSku calls.
    page("Pages.Commodity.Product", "/commodity/commodity", "boxes", [
      ["Create", "/commodity/commodityCreate"],
      ["Edit", "/commodity/commodity/edit/{id}"],
      "Delete",
      "OnShelf",
      "OffShelf",
      "SetStock",
      "SetRecommend",
      ["Mapping", "/productSku/projectMapping/{id}"],
    ]),
  ]),
  group("Pages.Order", "shopping-cart", [
    page("Pages.Order.Sales", "/productSku/salesManagement", "badge-dollar-sign", ["RevisePrice"]),
    page("Pages.Order.Management", "/productSku/orderManagement", "receipt", [
      ...CRUD,
      "Cancel",
      "OutStorage",
      "ActualOutStorage",
      "Received",
      "ConfirmPayment",
      "MockPaid",
      "MockChequePaid",
      "DownloadInvoice",
      ["PlaceOnBehalf", "/productSku/order/startOrderOf/{email}/{code}"],
    ]),
  ]),
  group("Pages.Customer", "users", [
    page("Pages.Customer.Enterprise", "/customer/enterprise", "building-2", [
      ["Create", "/customer/enterpriseCreate"],
      ["Edit", "/customer/enterpriseEdit/{id}"],
      "Delete",
      "SetQuota",
      // setting a customer code by hand (it is generated otherwise)
      "EditCode",
    ]),
    page("Pages.Customer.Ordinary", "/customer/ordinary", "user", [...CRUD, "EditCode"]),
    page("Pages.Customer.Member", "/customer/member", "crown", [...CRUD, "EditCode"]),
  ]),
  group("Pages.Warehouse", "warehouse", [
    page("Pages.Warehouse.Stock", "/warehouse/warehouseSearch", "search", ["Transfer", "Count"]),
    page("Pages.Warehouse.Warehouses", "/warehouse/warehouseLocation", "store", [
      ...CRUD,
      "Restore",
    ]),
    page("Pages.Warehouse.Locations", "/warehouse/locationManagement", "map-pin", [...CRUD]),
    page("Pages.Warehouse.SelfLiftPoints", "/warehouse/warehouseSelfLiftinPoint", "map", [
      ...CRUD,
      "Restore",
    ]),
    page("Pages.Warehouse.InStorage", "/warehouse/warehouseInStorageMain", "package-plus", [
      ["Create", "/warehouse/warehouseInStorageMainCreate"],
      ["Edit", "/warehouse/warehouseInStorageMainEdit/{id}"],
      "Delete",
      "Warehousing",
    ]),
    page("Pages.Warehouse.Outbound", "/warehouse/warehouseExManagement", "package-minus", [
      ...CRUD,
    ]),
  ]),
  group("Pages.Purchase", "truck", [
    page("Pages.Purchase.Supplier", "/purchase/supplierManagement", "factory", [
      ...CRUD,
      "Restore",
      "Import",
      "SetSalePriceVisible",
    ]),
    page("Pages.Purchase.SalesRecord", "/purchase/commoditySalesRecord/{from}", "clipboard-list", [
      ...CRUD,
    ]),
  ]),
  group("Pages.Finance", "wallet", [
    // finance settles the months purchase keeps (issue 12)
    page("Pages.Finance.SalesRecord", "/finance/commoditySalesRecord/{from}", "scale", ["Settle"]),
    page("Pages.Finance.SalesStatistic", "/finance/financeSaleStatistic", "chart-column", [
      ...CRUD,
      "Export",
    ]),
    page("Pages.Finance.MemberPaymentOrder", "/finance/memberPaymentOrder", "credit-card", [
      ...CRUD,
    ]),
  ]),
  group("Pages.CMS", "file-text", [
    page("Pages.CMS.Category", "/cms/categories", "folder-tree", [
      ["Create", "/cms/category-create/{parentId}"],
      ["Edit", "/cms/category-edit/{id}"],
      "Delete",
      "ShowHide",
      "Sort",
    ]),
    page("Pages.CMS.Anchor", "/cms/anchor", "anchor", [
      ["Create", "/cms/anchor/create"],
      ["Edit", "/cms/anchor/edit/{id}"],
      "Delete",
      "Restore",
    ]),
    page("Pages.CMS.Swiper", "/cms/swiper", "images", [
      ["Create", "/cms/swiper/create"],
      ["Edit", "/cms/swiper/edit/{id}"],
      "Delete",
      "Restore",
    ]),
    page("Pages.CMS.Navigation", "/cms/navigation", "navigation", [
      ["Create", "/cms/navigation-create/{parentId}"],
      ["Edit", "/cms/navigation-edit/{id}"],
      "Delete",
      "Sort",
    ]),
    page("Pages.CMS.Feedback", "/cms/feedback", "message-square", [
      "Create",
      ["Reply", "/cms/feedbackReply/{feedbackId}"],
      "ShowPortal",
      "Edit",
      "Delete",
      "Restore",
    ]),
  ]),
  group("Pages.Admin", "settings", [
    page("Pages.Admin.DataDictionaries", "/admin/dataDictionaries", "book-open", [...CRUD, "Sync"]),
    page("Pages.Admin.Taxes", "/admin/sysSettingTaxe", "percent", [
      ["Create", "/admin/sysSettingTaxeCreate"],
      ["Edit", "/admin/sysSettingTaxeEdit/{id}"],
      "Delete",
      "SetDefault",
    ]),
    page("Pages.Admin.OrderSettings", "/admin/sysSettingOrder", "receipt-text", ["Edit"]),
    page("Pages.Admin.LanguageTexts", "/admin/languageTexts", "languages", [...CRUD, "Import"]),
    // SPEC §2 has no route for it: /admin/auditFlows is our addition (issue 13 item 5)
    page("Pages.Admin.AuditFlows", "/admin/auditFlows", "workflow", [...CRUD, "Active"]),
    page("Pages.Admin.Regions", "/admin/regions", "globe", [...CRUD]),
    // our addition (issue 13 item 6): who called which mutating method, with what, and how it ended
    page("Pages.Admin.AuditLogs", "/admin/auditLogs", "history", ["Export"]),
  ]),
  // Roles and Users keep their historic top-level names (used across the code), hence no prefix.
  group("Pages.OrganizationUnits", "network", [
    page("Pages.Roles", "/ou/roles", "shield", [
      ["Create", "/ou/roles/create"],
      ["Edit", "/ou/roles/edit/{id}"],
      "Delete",
      ["GrantPermissions", "/ou/roles/grantPermission/{id}"],
    ]),
    page("Pages.Users", "/ou/users", "user-cog", [
      ["Create", "/ou/users/create"],
      ["Edit", "/ou/users/edit/{id}"],
      "Delete",
      "Activate",
      "ResetPassword",
      "SetUserType",
      // changing a user's roles (issue 8): only roles whose permissions the caller holds
      "AssignRoles",
    ]),
    // the departments tree (issue 17 item 4) that the MyDepartment data scopes read, and members
    page("Pages.OrganizationUnits.Departments", "/ou/departments", "folder-tree", [
      ...CRUD,
      "ManageMembers",
    ]),
  ]),
  // The foundation reading (issue 17): SPEC §6 names the modules but gives no routes; ours are
  // under /charity. The money records are the pages of Pages.FinanceManage.
  page("Pages.Fund", "/charity/funds", "piggy-bank", [...CRUD, "StartAudit", "Audit"]),
  group("Pages.FinanceManage", "landmark", [
    page("Pages.FinanceManage.DonationIncome", "/charity/donationIncomes", "hand-coins", [...CRUD]),
    page("Pages.FinanceManage.OtherIncome", "/charity/otherIncomes", "wallet", [...CRUD]),
    page("Pages.FinanceManage.Expense", "/charity/expenses", "receipt", [...CRUD]),
    // bank statements matched to the records above; a reconciled one locks its period
    page("Pages.FinanceManage.BankReconciliation", "/charity/bankReconciliation", "scale", [
      "Import",
      "Edit",
      "Delete",
      "Reconcile",
      // an administrator's: a reconciled period opens again (with the reason)
      "Reopen",
    ]),
  ]),
  // projects: a proposal and a close report each go through an audit flow (StartAudit → Audit)
  page("Pages.Project", "/charity/projects", "folder-kanban", [
    ...CRUD,
    "StartAudit",
    "Audit",
    "Export",
    "ChangeApply",
    "Stop",
    "Copy",
    "ChangeManager",
    "FillNotice",
  ]),
  page("Pages.ProjectSeries", "/charity/projectSeries", "layers", [...CRUD]),
  // the organisations the foundation works with, and its due diligence on them (StartAudit → Audit;
  // an approved report is improved, and audited again)
  page("Pages.Organization", "/charity/organizations", "building", [...CRUD]),
  // applications to join: from the website or entered by staff, approved into an organisation
  page("Pages.OrganizationApply", "/charity/organizationApplies", "file-text", [...CRUD, "Audit"]),
  page("Pages.DueDiligence", "/charity/dueDiligence", "clipboard-list", [
    ...CRUD,
    "StartAudit",
    "Audit",
    "ImproveTheDueDiligenceReport",
  ]),
  // the outbox of e-mails and SMS (DESIGN §5 Messages): what was sent, or held for staff to read
  page("Pages.MessageCenter", "/messageCenter", "bell"),
  // what waits for my approval, across every kind of record with an audit flow
  page("Pages.MyAudit", "/myAudits", "clipboard-check", ["Audit"]),
  // Charity reading modules still without screens (SPEC §6): names only, no routes.
  page("Pages.OrganizationUsers", undefined, "contact", [...CRUD, "ResetPassword"]),
  page("Pages.Permission", undefined, "key-round"),
  page("Pages.PermissionDefinition", undefined, "list-tree", [...CRUD]),
  page("Pages.System", undefined, "cog"),
  group("Pages.TenantSettings", "building", [
    page("Pages.TenantSettings.CloudStorage", "/tenantSettings/cloudStorage", "cloud", ["Edit"]),
    page("Pages.TenantSettings.Sms", "/tenantSettings/sms", "message-square-text", ["Edit"]),
  ]),
  // Saved views of the lists (issue 14 item 3): anyone keeps private views and shares them with
  // a role they hold; these two widen that to any role, and to everyone (Global).
  page("Pages.SavedViews", undefined, "bookmark", ["ShareAnyRole", "ShareGlobal"]),
] as const satisfies readonly PermissionNode[];

type NamesOf<T> = T extends { readonly name: infer N; readonly children?: readonly (infer C)[] }
  ? N | NamesOf<C>
  : never;

/** Every permission name in the tree, e.g. "Pages.Users.Edit". */
export type PermissionName = NamesOf<(typeof permissionTree)[number]>;

/**
 * "@public": anyone; "@authenticated": any signed-in staff user (not a customer); a name or a
 * list (any of) otherwise. "@customer", alone or in a list, admits a signed-in user of type
 * Customer, whom the handler then narrows to its own records (the customer-side calls of SPEC
 * §1). Customers, who register themselves, reach nothing else: `SIGNED_IN` admits both.
 */
export type Access =
  | "@public"
  | "@authenticated"
  | "@customer"
  | PermissionName
  | readonly (PermissionName | "@customer" | "@authenticated")[];

/** Anyone signed in: staff or customer (pickers' reference data, one's own password, …). */
export const SIGNED_IN = ["@authenticated", "@customer"] as const;

/** Whether a principal passes one name of an access list ("@…" names are user types, not grants). */
export function holdsAccessName(
  name: string,
  caller: { userType: string; permissions: ReadonlySet<string> },
) {
  if (name === "@customer") return caller.userType === "Customer";
  if (name === "@authenticated") return caller.userType !== "Customer";
  return caller.permissions.has(name);
}

export interface FlatPermission {
  name: PermissionName;
  displayName: string;
  parentName: PermissionName | null;
  level: number;
  properties: PermissionProperties;
}

function flatten(
  nodes: readonly PermissionNode[],
  parentName: PermissionName | null,
  level: number,
): FlatPermission[] {
  return nodes.flatMap((n) => {
    const name = n.name as PermissionName; // every node of the tree is named in the union
    return [
      { name, displayName: n.displayName, parentName, level, properties: n.properties },
      ...flatten(n.children ?? [], name, level + 1),
    ];
  });
}

/** Every permission of the tree, parents before children. */
export const allPermissions: readonly FlatPermission[] = flatten(permissionTree, null, 0);
export const allPermissionNames: readonly PermissionName[] = allPermissions.map((p) => p.name);
const known: ReadonlySet<string> = new Set(allPermissionNames);

/** Whether a name (from a request or a stored grant) is one of the tree's. */
export const isPermissionName = (name: string): name is PermissionName => known.has(name);

/** Names under (and including) a prefix, e.g. "Pages.Warehouse". */
export const permissionsUnder = (prefix: PermissionName) =>
  allPermissionNames.filter((n) => n === prefix || n.startsWith(`${prefix}.`));
