import { ParamsScreen } from "@/components/catalogue/params-screen";
import type { PageSearch } from "@/lib/list-input";

export default function SpecificationsPage({ searchParams }: { searchParams: PageSearch }) {
  return <ParamsScreen kind="spec" search={searchParams} />;
}
