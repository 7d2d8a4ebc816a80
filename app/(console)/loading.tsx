import { PageLoading } from "@/components/shell/page-loading";

export default function ConsoleLoading() {
  return <PageLoading />;
}
