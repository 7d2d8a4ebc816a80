import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Fragment } from "react";
import { PageHeader } from "@/components/page-header";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { serverApi } from "@/lib/api/server";
import { Area, City, Country, Province } from "@/lib/contracts/location";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { loadOr404 } from "@/lib/load-or-404";
import { notFound } from "next/navigation";
import { CreateRegionButton, RegionList } from "./_components/region-list";
import {
  PATH_PARAMS,
  REGION_LEVELS,
  type RegionDepth,
  type RegionRow,
  regionsHref,
} from "./_components/levels";

interface Crumb {
  id: string;
  name: string;
  parentId: string | null;
}

/** Each level above areas, read by id (for the path the URL names). */
const readers: ((id: string) => Promise<Crumb>)[] = [
  (id) => serverApi.Country.Get({ id }).then((c) => ({ id, name: c.countryName, parentId: null })),
  (id) =>
    serverApi.Province.Get({ id }).then((p) => ({
      id,
      name: p.provinceName,
      parentId: p.countryId,
    })),
  (id) =>
    serverApi.City.Get({ id }).then((c) => ({ id, name: c.cityName, parentId: c.provinceId })),
];

/** The path the URL opens (?countryId=…&provinceId=…): a missing or mismatched id is a 404. */
async function pathOf(search: Record<string, string | string[] | undefined>): Promise<Crumb[]> {
  const path: Crumb[] = [];
  for (const [i, param] of PATH_PARAMS.entries()) {
    const id = search[param];
    if (typeof id !== "string" || !id) break;
    const crumb = await loadOr404(() => readers[i]!(id));
    if (crumb.parentId !== (path[i - 1]?.id ?? null)) notFound();
    path.push(crumb);
  }
  return path;
}

const listInputs = [Country, Province, City, Area].map((c) => c.GetAll.input);

/** One page of the level's rows under the path's last id, as the list shows them. */
async function listOf(depth: RegionDepth, input: Record<string, unknown>) {
  const level = REGION_LEVELS[depth];
  const result = (await serverApi[level.service].GetAll(input as never)) as {
    totalCount: number;
    items: Record<string, unknown>[];
  };
  return {
    totalCount: result.totalCount,
    items: result.items.map((r): RegionRow => ({
      id: r.id as string,
      name: r[level.nameField] as string,
      short: level.shortField ? ((r[level.shortField] as string | null) ?? null) : null,
      creationTime: r.creationTime as string,
    })),
  };
}

/** Regions (Pages.Admin.Regions): countries → provinces → cities → areas, one level at a time. */
export default async function RegionsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("regions");
  const search = await searchParams;
  const path = await pathOf(search);
  const depth = path.length as RegionDepth;
  const { params, input } = readListInput(listInputs[depth]!, search);
  const parentField = PATH_PARAMS[depth - 1];
  const listInput = {
    ...input,
    ...(parentField ? { [parentField]: path[depth - 1]!.id } : {}),
  };
  const result = await listOf(depth, listInput);
  const ids = path.map((p) => p.id);
  const level = REGION_LEVELS[depth].level;
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateRegionButton depth={depth} path={ids} />}
      />
      <Breadcrumb className="mb-4" aria-label={t("path")}>
        <BreadcrumbList>
          <BreadcrumbItem>
            {depth === 0 ? (
              <BreadcrumbPage>{t("allCountries")}</BreadcrumbPage>
            ) : (
              <Link href={regionsHref([])} className="hover:text-foreground">
                {t("allCountries")}
              </Link>
            )}
          </BreadcrumbItem>
          {path.map((crumb, i) => (
            <Fragment key={crumb.id}>
              <BreadcrumbSeparator />
              <BreadcrumbItem>
                {i === depth - 1 ? (
                  <BreadcrumbPage>{crumb.name}</BreadcrumbPage>
                ) : (
                  <Link href={regionsHref(ids.slice(0, i + 1))} className="hover:text-foreground">
                    {crumb.name}
                  </Link>
                )}
              </BreadcrumbItem>
            </Fragment>
          ))}
        </BreadcrumbList>
      </Breadcrumb>
      <h2 className="mb-2 text-lg font-semibold">
        {t("heading", { level, parent: path[depth - 1]?.name ?? "" })}
      </h2>
      <RegionList
        depth={depth}
        path={ids}
        result={result}
        params={params}
        source={listSource(REGION_LEVELS[depth].service, "GetAll", listInput)}
      />
    </>
  );
}
