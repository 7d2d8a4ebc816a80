import "server-only";
import { serverApi } from "@/lib/api/server";
import type { Option } from "@/lib/options";

/** The live values of data-dictionary node `nodeKey` as select options, in display order. */
export async function dictionaryOptions(nodeKey: string): Promise<Option[]> {
  const { items } = await serverApi.DataDictionary.GetDataDictionaryListByKey({ key: nodeKey });
  return items.map((v) => ({ value: v.key, label: v.displayName }));
}
