import { contracts } from "@/lib/contracts";
import { call, signIn, unique } from "./api";

const { DataDictionary } = contracts;

/**
 * A new value (its own key) of the seeded tenant-1 dictionary node `nodeKey`, added through the
 * API as an admin; `remove` deletes it (the status says whether the dictionary allowed it).
 */
export async function newDictionaryValue(nodeKey: string) {
  const admin = await signIn();
  const node = await call(DataDictionary.GetByKey, { key: nodeKey }, { token: admin });
  const key = unique("V");
  const made = await call(
    DataDictionary.Create,
    {
      parentId: node.body.result.id,
      isParent: false,
      key,
      displayName: `Value ${key}`,
      displayOrder: 99,
    },
    { token: admin },
  );
  if (made.status !== 200) throw new Error(`no ${nodeKey} value: ${JSON.stringify(made.body)}`);
  const id = made.body.result.id;
  return {
    id,
    key,
    displayName: `Value ${key}`,
    remove: () => call(DataDictionary.Delete, { id }, { token: admin }),
    rename: (newKey: string) =>
      call(
        DataDictionary.Update,
        { id, key: newKey, displayName: `Value ${key}`, displayOrder: 99 },
        { token: admin },
      ),
  };
}
