import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZListResult } from "./common";

// SPEC §3 System (data dictionary), §7 DataDictionary. Only the read the stock-in form needs is
// here (issue 10: in-storage types); the standard set, the tree calls, SyncToTenant and the
// /admin/dataDictionaries screen come with the system issue (13).

export const ZDataDictionaryValueDto = z.object({
  id: z.uuid(),
  key: z.string(),
  displayName: z.string(),
  displayOrder: z.number().int(),
});
export type TDataDictionaryValueDto = z.infer<typeof ZDataDictionaryValueDto>;

/** The dictionary node whose values are the in-storage types of a stock-in. */
export const IN_STORAGE_TYPE_KEY = "InStorageType";

export const DataDictionary = contract("DataDictionary", {
  // GET /api/services/app/DataDictionary/GetDataDictionaryListByKey — a node's values, in order
  GetDataDictionaryListByKey: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "The values of a data-dictionary node, by the node's key, in display order",
    input: z.object({ key: z.string().trim().min(1, "validation.required").max(64) }),
    output: ZListResult(ZDataDictionaryValueDto),
  }),
});
