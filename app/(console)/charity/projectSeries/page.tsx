import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { ZGetProjectSeriesInput } from "@/lib/contracts/project-series";
import { serverApi } from "@/lib/api/server";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateProjectSeriesButton, ProjectSeriesTable } from "./_components/project-series-table";

export default async function ProjectSeriesPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("projectSeriesList");
  const { params, input } = readListInput(ZGetProjectSeriesInput, await searchParams);
  const result = await serverApi.ProjectSeries.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateProjectSeriesButton />}
      />
      <ProjectSeriesTable
        result={result}
        params={params}
        source={listSource("ProjectSeries", "GetAll", input)}
      />
    </>
  );
}
