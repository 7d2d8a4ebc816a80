import "server-only";
import { notFound } from "next/navigation";
import { serverApi } from "@/lib/api/server";
import type { TCustomerType } from "@/lib/contracts/enums";
import { loadOr404 } from "@/lib/load-or-404";

/** The customer a page is about; one of another type is not found here (its own page shows it). */
export async function loadCustomer(id: string, type: TCustomerType) {
  const customer = await loadOr404(() => serverApi.Customer.Get({ id }));
  if (customer.customerType !== type) notFound();
  return customer;
}
