import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { OrganizationUnit } from "@/lib/contracts/organization-unit";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { AddDepartmentButton, DepartmentTree } from "./_components/department-tree";
import { AddMemberButton, MemberList } from "./_components/member-list";

/**
 * Departments (Pages.OrganizationUnits.Departments): the tree on the left, the members of the
 * department `?unit=` names (default, or when it is gone: the first top-level one) on the right, with their list
 * state in the URL.
 */
export default async function DepartmentsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("departments");
  const { unit, ...search } = await searchParams;
  const units = (
    await serverApi.OrganizationUnit.GetAll({ sorting: "code", skipCount: 0, maxResultCount: 1000 })
  ).items;
  const unitId = typeof unit === "string" && unit ? unit : null;
  // one no longer there (deleted from this page) leaves the first chosen
  const selected = units.find((u) => u.id === unitId) ?? units[0];
  const { params, input } = readListInput(OrganizationUnit.GetOrganizationUnitUsers.input, search);
  const members = selected
    ? await serverApi.OrganizationUnit.GetOrganizationUnitUsers({ ...input, id: selected.id })
    : null;
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<AddDepartmentButton />}
      />
      <div className="grid items-start gap-4 lg:grid-cols-[20rem_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t("tree")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DepartmentTree units={units} selectedId={selected?.id ?? null} />
          </CardContent>
        </Card>
        <section aria-labelledby="department-members" className="min-w-0">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h2 id="department-members" className="text-lg font-semibold">
              {selected ? t("membersOf", { name: selected.displayName }) : t("noDepartmentChosen")}
            </h2>
            {selected && <AddMemberButton unit={selected} />}
          </div>
          {selected && members && <MemberList unit={selected} result={members} params={params} />}
        </section>
      </div>
    </>
  );
}
