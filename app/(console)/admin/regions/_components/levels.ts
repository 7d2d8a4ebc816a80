// The four levels the regions screen browses (SPEC §3 Location entities; towns have no screen):
// each level's service, fields and the URL parameter that opens its children. No zod here: the
// list ships in the page's first load.

export const REGION_LEVELS = [
  {
    level: "country",
    service: "Country",
    nameField: "countryName",
    shortField: "shortName",
    things: "countries",
  },
  {
    level: "province",
    service: "Province",
    nameField: "provinceName",
    shortField: "shortName",
    things: "provinces",
  },
  {
    level: "city",
    service: "City",
    nameField: "cityName",
    shortField: "shortCode",
    things: "cities",
  },
  { level: "area", service: "Area", nameField: "areaName", shortField: null, things: "areas" },
] as const;

/** 0 (countries) to 3 (areas): how deep the screen has drilled. */
export type RegionDepth = 0 | 1 | 2 | 3;

/** The URL parameters of the chosen path, top down; each is also the next level's parent field. */
export const PATH_PARAMS = ["countryId", "provinceId", "cityId"] as const;

/** One row of any level, as the list shows it. */
export interface RegionRow {
  id: string;
  name: string;
  short: string | null;
  creationTime: string;
}

/** The screen at a path of ids (countries for none); page 1, whatever page was remembered. */
export function regionsHref(path: readonly string[]): string {
  const query = new URLSearchParams(path.map((id, i) => [PATH_PARAMS[i]!, id]));
  if (path.length) query.set("page", "1");
  const text = query.toString();
  return text ? `/admin/regions?${text}` : "/admin/regions";
}
