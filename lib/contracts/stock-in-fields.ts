import * as z from "zod";
import { refineUniqueSkus, ZDateTime, zOptionalText, zRequired } from "./common";
import { ZMoney } from "./money";

// What a stock-in form sends (SPEC §5), apart from the contract: the form validates with it
// without loading every warehouse method's schemas.

/** The most a single line or movement may carry. */
const MAX_QUANTITY = 1_000_000;
export const ZQuantity = z
  .number({ error: "validation.required" })
  .int("validation.integer")
  .min(1, "validation.quantityPositive")
  .max(MAX_QUANTITY, "validation.tooLarge");

const ZStockInLineInput = z.object({
  skuId: z.uuid({ error: "validation.required" }),
  quantity: ZQuantity,
  costPrice: ZMoney,
});

/** SPEC §5: every header field but the remark is required, and at least one product row. */
export const ZStockInFields = z.object({
  inStorageCode: zRequired(64),
  supplierId: z.uuid({ error: "validation.required" }),
  purchaseCode: zRequired(64),
  /** a value key of the InStorageType data dictionary */
  inStorageType: zRequired(64),
  handler: zRequired(64),
  inStorageTime: ZDateTime,
  warehouseId: z.uuid({ error: "validation.required" }),
  locationId: z.uuid({ error: "validation.required" }),
  remark: zOptionalText(500),
  /** Temp uploads (or this stock-in's own files) to keep as its attachments (Warehousing) */
  attachmentIds: z.array(z.uuid()).max(10, "validation.tooMany").default([]),
  lines: z
    .array(ZStockInLineInput)
    .min(1, "validation.atLeastOneProduct")
    .max(200, "validation.tooMany")
    .superRefine(refineUniqueSkus),
});
