import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { DataDictionary } from "@/lib/contracts/data-dictionary";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { AddDictionaryButton, DictionaryTree } from "./_components/dictionary-tree";
import { ValueList } from "./_components/value-list";

/**
 * Data dictionaries (Pages.Admin.DataDictionaries): the tree of nodes on the left, the values of
 * the node `?node=` names (default: the first root) on the right, with their list state in the URL.
 */
export default async function DataDictionariesPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("dataDictionaries");
  const { node, ...search } = await searchParams;
  const nodes = (
    await serverApi.DataDictionary.GetAll({ isParent: true, skipCount: 0, maxResultCount: 1000 })
  ).items;
  const nodeId = typeof node === "string" && node ? node : null;
  // one no longer there (deleted from this page) leaves the first root chosen
  const selected = nodes.find((n) => n.id === nodeId) ?? nodes.find((n) => n.parentId === null);
  const { params, input } = readListInput(DataDictionary.GetAll.input, search);
  const listInput = { ...input, parentId: selected?.id, isParent: false };
  const values = selected ? await serverApi.DataDictionary.GetAll(listInput) : null;
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<AddDictionaryButton place={{ parentId: null, isParent: true }} />}
      />
      <div className="grid items-start gap-4 lg:grid-cols-[20rem_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("nodes")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DictionaryTree nodes={nodes} selectedId={selected?.id ?? null} />
          </CardContent>
        </Card>
        <section aria-labelledby="dictionary-values" className="min-w-0">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id="dictionary-values" className="text-lg font-semibold">
              {selected
                ? t("valuesOf", { name: selected.displayName, key: selected.key })
                : t("noNodeChosen")}
            </h2>
            {selected && <AddDictionaryButton place={{ parentId: selected.id, isParent: false }} />}
          </div>
          {selected && values && (
            <ValueList
              nodeId={selected.id}
              result={values}
              params={params}
              source={listSource("DataDictionary", "GetAll", listInput)}
            />
          )}
        </section>
      </div>
    </>
  );
}
