import { ParamsScreen } from "@/components/catalogue/params-screen";
import type { PageSearch } from "@/lib/list-input";

export default function BasicParamsPage({ searchParams }: { searchParams: PageSearch }) {
  return <ParamsScreen kind="basic" search={searchParams} />;
}
