import type { TOutboundStatus } from "@/lib/contracts/enums";

// Where the outbound screens are, and how a record's status shows (shared by the list and the
// delivery note; no list kit here, so the note page does not load it).
export const OUTBOUND_LIST = "/warehouse/warehouseExManagement";
export const deliveryNotePage = (id: string) => `/warehouse/invoice/${id}`;

/** To be shipped outlined, shipped filled (as a stock-in's not warehoused / warehoused). */
export const outboundStatusTone = (status: TOutboundStatus) =>
  status === "Issued" ? ("default" as const) : ("outline" as const);
