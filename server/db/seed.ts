import "server-only";
import { eq } from "drizzle-orm";
import { Attachment } from "@/lib/contracts/attachment";
import { permissionsUnder } from "@/lib/permissions";
import { hashPassword, newSecurityStamp } from "@/server/auth/password";
import { env } from "@/lib/env";
import { logger } from "@/server/logger";
import type { Db } from "./types";
import { seedAuditFlows } from "./seed-audit-flows";
import { seedCatalogue } from "./seed-catalogue";
import { seedCharity } from "./seed-charity";
import { seedOrganizations } from "./seed-organizations";
import { seedProjects } from "./seed-projects";
import { seedCms } from "./seed-cms";
import { seedCustomers } from "./seed-customers";
import { seedFeedback } from "./seed-feedback";
import { seedMemberPayments } from "./seed-member-payments";
import { seedOrders } from "./seed-orders";
import { seedStock } from "./seed-stock";
import { seedSupplierSales } from "./seed-supplier-sales";
import { seedDictionaries } from "./seed-data/dictionaries";
import { seedLocations } from "./seed-data/locations";
import { seedSettings } from "./seed-data/settings";
import { seedWarehouses } from "./seed-data/warehouses";
import {
  organizationUnits,
  rolePermissions,
  roles,
  settings,
  tenants,
  userOrganizationUnits,
  userRoles,
  users,
} from "./schema";

const ADMIN_USER_NAME = "admin";
const SAMPLE_PASSWORD = "123qwe";

/**
 * The seeded administrator's password (docs/decisions.md, issue 15): the operator's ADMIN_PASSWORD,
 * kept; otherwise the well-known 123qwe, which must be changed at the first sign-in.
 */
export function seededAdminPassword(adminPassword: string | undefined) {
  return adminPassword
    ? { password: adminPassword, mustChange: false }
    : { password: SAMPLE_PASSWORD, mustChange: true };
}

/** Sample roles and what they may do (DESIGN §7). The Admin role holds everything implicitly. */
const sampleRoles = [
  {
    name: "WarehouseClerk",
    displayName: "Warehouse clerk",
    unit: "00001.00001",
    user: { userName: "clerk", name: "Wei", surname: "Chen", email: "clerk@quay.local" },
    grants: () => [
      "Pages.Dashboard",
      ...permissionsUnder("Pages.Warehouse"),
      "Pages.Commodity",
      "Pages.Commodity.Product",
      "Pages.Order",
      "Pages.Order.Management",
      "Pages.Order.Management.OutStorage",
      "Pages.Order.Management.ActualOutStorage",
    ],
  },
  {
    name: "Finance",
    displayName: "Finance",
    unit: "00001.00002",
    user: { userName: "finance", name: "Sofía", surname: "García", email: "finance@quay.local" },
    grants: () => [
      "Pages.Dashboard",
      ...permissionsUnder("Pages.Finance"),
      ...permissionsUnder("Pages.Purchase"),
      "Pages.Order",
      "Pages.Order.Management",
      "Pages.Order.Management.ConfirmPayment",
      "Pages.Order.Management.DownloadInvoice",
      // reads customers' prices: the demo audit flow's first approver of price changes (issue 13)
      "Pages.Order.Sales",
      "Pages.Customer",
      "Pages.Customer.Enterprise",
      "Pages.Customer.Enterprise.SetQuota",
      // member payment orders reach only customers whose type the user may read (issue 12)
      "Pages.Customer.Ordinary",
      "Pages.Customer.Member",
    ],
  },
  {
    name: "ContentEditor",
    displayName: "Content editor",
    unit: "00001.00003",
    user: { userName: "editor", name: "Yui", surname: "Tanaka", email: "editor@quay.local" },
    grants: () => ["Pages.Dashboard", ...permissionsUnder("Pages.CMS")],
  },
  {
    // the foundation reading (issue 17): funds and their money, projects, and approving them
    name: "FoundationStaff",
    displayName: "Foundation staff",
    unit: "00001.00004",
    user: { userName: "foundation", name: "Na", surname: "Li", email: "foundation@quay.local" },
    grants: () => [
      "Pages.Dashboard",
      ...permissionsUnder("Pages.Fund"),
      // reopening a reconciled period is left to an administrator
      ...permissionsUnder("Pages.FinanceManage").filter(
        (p) => p !== "Pages.FinanceManage.BankReconciliation.Reopen",
      ),
      ...permissionsUnder("Pages.Project"),
      ...permissionsUnder("Pages.ProjectSeries"),
      ...permissionsUnder("Pages.Organization"),
      ...permissionsUnder("Pages.OrganizationApply"),
      ...permissionsUnder("Pages.DueDiligence"),
      ...permissionsUnder("Pages.MyAudit"),
    ],
  },
] as const;

const units = [
  { code: "00001", displayName: "Head office" },
  { code: "00001.00001", displayName: "Warehouse" },
  { code: "00001.00002", displayName: "Finance" },
  { code: "00001.00003", displayName: "Marketing" },
  { code: "00001.00004", displayName: "Foundation programmes" },
];

/**
 * Seeds an empty database: tenant 1 "Default", admin with the Admin role (seededAdminPassword), sample roles and
 * users. Returns false (and does nothing) when the tenant already exists, so a second start reuses it.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, 1));
  if (existing) return false;
  const adminPassword = seededAdminPassword(env.ADMIN_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ id: 1, tenancyName: "Default", name: "Default" });
    await tx.insert(settings).values([
      { name: "App.UploadEndpoint", value: Attachment.UploadToTemp.path },
      { name: "App.ApiBaseAddress", value: "{host}" },
      { name: "App.PortalLoginAddress", value: "{host}/login" },
    ]);

    const unitIds = new Map<string, string>();
    for (const unit of units) {
      const parentCode = unit.code.includes(".")
        ? unit.code.slice(0, unit.code.lastIndexOf("."))
        : null;
      const [row] = await tx
        .insert(organizationUnits)
        .values({ ...unit, parentId: parentCode ? unitIds.get(parentCode) : null })
        .returning({ id: organizationUnits.id });
      unitIds.set(unit.code, row!.id);
    }

    const [adminRole] = await tx
      .insert(roles)
      .values({
        name: "Admin",
        displayName: "Administrator",
        isStatic: true,
        description: "Every permission",
      })
      .returning();
    const [admin] = await tx
      .insert(users)
      .values({
        userName: ADMIN_USER_NAME,
        name: "Admin",
        surname: "Quay",
        emailAddress: "admin@quay.local",
        passwordHash: await hashPassword(adminPassword.password),
        shouldChangePasswordOnNextLogin: adminPassword.mustChange,
        securityStamp: newSecurityStamp(),
      })
      .returning();
    await tx.insert(userRoles).values({ userId: admin!.id, roleId: adminRole!.id });
    await tx
      .insert(userOrganizationUnits)
      .values({ userId: admin!.id, organizationUnitId: unitIds.get("00001")! });

    const samplePassword = await hashPassword(SAMPLE_PASSWORD);
    for (const sample of sampleRoles) {
      const [role] = await tx
        .insert(roles)
        .values({ name: sample.name, displayName: sample.displayName, creatorUserId: admin!.id })
        .returning();
      const grants = [...new Set(sample.grants())];
      await tx.insert(rolePermissions).values(grants.map((name) => ({ roleId: role!.id, name })));
      const [user] = await tx
        .insert(users)
        .values({
          userName: sample.user.userName,
          name: sample.user.name,
          surname: sample.user.surname,
          emailAddress: sample.user.email,
          passwordHash: samplePassword,
          // the well-known password is changed at the first sign-in, as the administrator's is
          shouldChangePasswordOnNextLogin: adminPassword.mustChange,
          securityStamp: newSecurityStamp(),
          creatorUserId: admin!.id,
        })
        .returning();
      await tx.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
      await tx
        .insert(userOrganizationUnits)
        .values({ userId: user!.id, organizationUnitId: unitIds.get(sample.unit)! });
    }
    // Countries down to areas (Canada, China) for every address form.
    await seedLocations(tx as unknown as Db, admin!.id);
    // Canada's GST/QST/HST per province, a default, and the first order settings (issue 11).
    await seedSettings(tx as unknown as Db, admin!.id);
    // The standard data dictionaries other modules offer choices from (issue 13).
    await seedDictionaries(tx as unknown as Db, admin!.id);
    // Warehouses with their locations and self-pickup points (issue 10).
    await seedWarehouses(tx as unknown as Db, admin!.id);
    // The demo catalogue (DESIGN §7): a living console from the first sign-in. Its SKUs start
    // empty; what each is meant to hold comes back as the stock plan.
    const plan = await seedCatalogue(tx as unknown as Db, {
      size: env.SEED_SIZE,
      creatorUserId: admin!.id,
    });
    // Demo customers with addresses in the seeded regions (issue 9).
    await seedCustomers(tx as unknown as Db, { creatorUserId: admin!.id });
    // Member payment orders that bought the members' memberships, and some unpaid (issue 12).
    await seedMemberPayments(tx as unknown as Db, { creatorUserId: admin!.id });
    // Suppliers, stock-ins, transfers, counts and outbound records that bring in the plan's
    // stock through the ledger (issue 10), acting as the administrator.
    await seedStock(tx as unknown as Db, { creatorUserId: admin!.id, plan });
    // Orders over the last 90 days in every status, through the order services (issue 11).
    await seedOrders(tx as unknown as Db, { creatorUserId: admin!.id, size: env.SEED_SIZE });
    // Eight suppliers' monthly sales from the shipped orders, two months settled (issue 12).
    await seedSupplierSales(tx as unknown as Db, { creatorUserId: admin!.id });
    // Website anchors and the home banner's swipers (issue 13).
    await seedCms(tx as unknown as Db, { creatorUserId: admin!.id });
    // Website feedback, from the portal and entered by staff, with replies (issue 13 item 2).
    await seedFeedback(tx as unknown as Db, { creatorUserId: admin!.id });
    // An audit flow for large price changes, not active (issue 13 item 5).
    await seedAuditFlows(tx as unknown as Db, { creatorUserId: admin!.id });
    // The foundation's funds and a year of their income and expenses (issue 17).
    await seedCharity(tx as unknown as Db, { creatorUserId: admin!.id });
    // Twenty projects in every state, with their audit flows, audits and history (issue 17).
    await seedProjects(tx as unknown as Db, { creatorUserId: admin!.id });
    // Five partner organisations and their due diligence (issue 17 item 4).
    await seedOrganizations(tx as unknown as Db, { creatorUserId: admin!.id });
  });

  logger.warn(
    (adminPassword.mustChange
      ? `Created tenant "Default" with administrator ${ADMIN_USER_NAME} / ${SAMPLE_PASSWORD}, to be changed at the first sign-in (set ADMIN_PASSWORD before the first start to choose it instead)`
      : `Created tenant "Default" with administrator ${ADMIN_USER_NAME} (password from ADMIN_PASSWORD)`) +
      (adminPassword.mustChange
        ? `; so do the sample users clerk, finance, editor and foundation (${SAMPLE_PASSWORD}).`
        : `; sample users clerk, finance, editor and foundation have the password ${SAMPLE_PASSWORD}: change or deactivate them.`),
  );
  return true;
}
