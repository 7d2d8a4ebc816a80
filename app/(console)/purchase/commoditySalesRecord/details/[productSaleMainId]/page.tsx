import { SalesLinesScreen } from "@/components/supplier-sales/sales-lines-screen";
import type { PageSearch } from "@/lib/list-input";

/**
 * A supplier's month and its lines (Pages.Purchase.SalesRecord or Pages.Finance.SalesRecord);
 * `?from=finance` when opened from finance's entry.
 */
export default async function SupplierSaleLinesPage({
  params,
  searchParams,
}: {
  params: Promise<{ productSaleMainId: string }>;
  searchParams: PageSearch;
}) {
  const { productSaleMainId } = await params;
  return <SalesLinesScreen id={productSaleMainId} searchParams={searchParams} />;
}
