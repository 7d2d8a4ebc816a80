import type { TOrderStatus } from "@/lib/contracts/enums";

// Where the order screens are (SPEC §2 Sales and orders), and how an order's status shows: the
// order list, an order's page, its invoice, placing one for a customer, and the customer pages
// that link to them.
export const ORDER_LIST = "/productSku/orderManagement";
export const orderDetail = (id: string) => `/productSku/orderDetail/${id}`;
export const invoiceDetail = (id: string) => `/productSku/invoiceDetail/${id}`;
export const startOrderOf = (email: string, code: string) =>
  `/productSku/order/startOrderOf/${encodeURIComponent(email)}/${encodeURIComponent(code)}`;
/** The list narrowed to one customer (GetAll's `userName` matches the name or the code). */
export const ordersOfCustomer = (code: string) =>
  `${ORDER_LIST}?${new URLSearchParams({ userName: code })}`;

/**
 * Waiting to be paid outlined, closed red, completed filled; the steps in between plain.
 */
export function orderStatusTone(status: TOrderStatus) {
  if (status === "ToBePaid") return "outline" as const;
  if (status === "Cancelled") return "destructive" as const;
  if (status === "PaidAndReceived") return "default" as const;
  return "secondary" as const;
}
