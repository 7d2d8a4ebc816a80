import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetProjectsInput } from "@/lib/contracts/charity-projects";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateProjectButton, ProjectTable } from "./_components/project-table";

/** Projects (Pages.Project, issue 17): internal and external, by state, series and fund. */
export default async function ProjectsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("projects");
  const { params, input } = readListInput(ZGetProjectsInput, await searchParams);
  const [result, series, funds] = await Promise.all([
    serverApi.Project.GetAll(input),
    serverApi.ProjectSeries.GetOptions({}),
    serverApi.Fund.GetOptions({}),
  ]);
  const options = { series: series.items, funds: funds.items };
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateProjectButton options={options} />}
      />
      <ProjectTable
        result={result}
        params={params}
        options={options}
        source={listSource("Project", "GetAll", input)}
      />
    </>
  );
}
