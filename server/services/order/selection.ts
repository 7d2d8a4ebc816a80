import type { TPaymentMethod, TReceivingMethod } from "@/lib/contracts/enums";
import type { MessageKey } from "@/lib/i18n/messages";
import type { customers } from "@/server/db/schema";

// What placing an order starts from (a customer and a selection) and how a problem with it is
// told: shared by the quote (quote.ts) and the destination checks (destination.ts).

export type CustomerRow = typeof customers.$inferSelect;

/** What a selection names (the preview may leave any of it unchosen). */
export interface Selection {
  receivingMethod?: TReceivingMethod;
  receivingAddressId?: string | null;
  selfLiftPointId?: string | null;
  billAddressId?: string | null;
  paymentMethod?: TPaymentMethod;
  lines: readonly { skuId: string; quantity: number }[];
}

/**
 * Why the selection cannot be ordered as it is: a field to correct (400 when placing) or a rule
 * that refuses it (409). `line`: the index of the product line it is about.
 */
export interface Problem {
  key: MessageKey;
  values?: Record<string, string | number>;
  field?: string;
  line?: number;
}
