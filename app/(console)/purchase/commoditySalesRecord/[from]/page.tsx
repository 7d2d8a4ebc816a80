import { notFound } from "next/navigation";
import { SalesRecordScreen } from "@/components/supplier-sales/sales-record-screen";
import type { PageSearch } from "@/lib/list-input";

/**
 * Supplier sales records, purchase's entry (Pages.Purchase.SalesRecord): `{from}` is the area it is
 * opened from, "purchase" here (the menu fills it); anything else is no screen.
 */
export default async function PurchaseSalesRecordPage({
  params,
  searchParams,
}: {
  params: Promise<{ from: string }>;
  searchParams: PageSearch;
}) {
  if ((await params).from !== "purchase") notFound();
  return <SalesRecordScreen area="purchase" searchParams={searchParams} />;
}
