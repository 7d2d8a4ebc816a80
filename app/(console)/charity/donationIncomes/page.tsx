import type { PageSearch } from "@/lib/list-input";
import { MoneyRecordsPage } from "../_components/money-records-page";

export default function Page({ searchParams }: { searchParams: PageSearch }) {
  return <MoneyRecordsPage kind="Donation" searchParams={searchParams} />;
}
