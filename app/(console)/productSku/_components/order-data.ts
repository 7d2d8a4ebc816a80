import "server-only";
import { serverApi } from "@/lib/api/server";
import type { TOrderDto } from "@/lib/contracts/order";
import type { PermissionName } from "@/lib/permissions";

// What the order screens read besides the order, on the server.

/** A choice of a select: its value and what it shows. */
export interface Option {
  value: string;
  label: string;
}

/** The warehouses an order can be picked in (enabled ones, by name). */
export async function pickingWarehouses(): Promise<Option[]> {
  const { items } = await serverApi.Warehouse.GetAll({
    status: "Enable",
    maxResultCount: 1000,
    sorting: "name",
  });
  return items.map((w) => ({ value: w.id, label: w.name }));
}

/** The customer's page, when the customer kind has one and the user may open it. */
export function customerPage(
  order: Pick<TOrderDto, "customerId" | "customerType">,
  granted: ReadonlySet<PermissionName>,
): string | null {
  if (order.customerType === "Enterprise" && granted.has("Pages.Customer.Enterprise"))
    return `/customer/enterpriseDetail/${order.customerId}`;
  if (order.customerType === "Member" && granted.has("Pages.Customer.Member"))
    return `/customer/memberDetail/${order.customerId}`;
  return null;
}
