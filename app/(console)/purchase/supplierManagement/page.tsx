import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { Supplier } from "@/lib/contracts/supplier";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { SupplierActions, SupplierTable } from "./_components/supplier-table";

/** Suppliers (SPEC §2 Purchase): the list, create and edit, sale-price visibility, import. */
export default async function SuppliersPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("suppliers");
  const { params, input } = readListInput(Supplier.GetAll.input, await searchParams);
  const result = await serverApi.Supplier.GetAll(input);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={<SupplierActions />} />
      <SupplierTable
        source={listSource("Supplier", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
