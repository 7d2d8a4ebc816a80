import { notFound } from "next/navigation";
import { SalesRecordScreen } from "@/components/supplier-sales/sales-record-screen";
import type { PageSearch } from "@/lib/list-input";

/**
 * Supplier sales records, finance's entry (Pages.Finance.SalesRecord): `{from}` is the area it is
 * opened from, "finance" here (the menu fills it); anything else is no screen.
 */
export default async function FinanceSalesRecordPage({
  params,
  searchParams,
}: {
  params: Promise<{ from: string }>;
  searchParams: PageSearch;
}) {
  if ((await params).from !== "finance") notFound();
  return <SalesRecordScreen area="finance" searchParams={searchParams} />;
}
