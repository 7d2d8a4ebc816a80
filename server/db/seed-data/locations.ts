import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../types";
import { areas, cities, countries, provinces } from "../schema";

// The demo location tree (SPEC §3 Location entities): Canada and China, real names, English
// with short codes (Canada's postal abbreviations, China's one-character 简称). China is its 31
// mainland provincial-level divisions (docs/decisions.md, Locations).

/** A city, or a city with some of its areas (districts, boroughs). */
type City = string | readonly [name: string, areas: readonly string[]];
type Province = readonly [name: string, shortName: string, cities: readonly City[]];

const TREE: readonly { name: string; shortName: string; provinces: readonly Province[] }[] = [
  {
    name: "Canada",
    shortName: "CA",
    provinces: [
      [
        "Ontario",
        "ON",
        [
          ["Toronto", ["Downtown", "North York", "Scarborough", "Etobicoke", "East York"]],
          ["Ottawa", ["Centretown", "ByWard Market", "The Glebe", "Kanata"]],
          "Mississauga",
          "Hamilton",
          "London",
        ],
      ],
      [
        "Quebec",
        "QC",
        [
          [
            "Montreal",
            [
              "Ville-Marie",
              "Plateau-Mont-Royal",
              "Rosemont–La Petite-Patrie",
              "Côte-des-Neiges–Notre-Dame-de-Grâce",
              "Verdun",
            ],
          ],
          "Quebec City",
          "Laval",
          "Gatineau",
        ],
      ],
      [
        "British Columbia",
        "BC",
        [
          ["Vancouver", ["Downtown", "Kitsilano", "Mount Pleasant", "Kerrisdale"]],
          "Victoria",
          "Surrey",
          "Burnaby",
          "Kelowna",
        ],
      ],
      [
        "Alberta",
        "AB",
        [
          ["Calgary", ["Beltline", "Bridgeland", "Kensington"]],
          "Edmonton",
          "Red Deer",
          "Lethbridge",
        ],
      ],
      ["Manitoba", "MB", ["Winnipeg", "Brandon", "Steinbach"]],
      ["Saskatchewan", "SK", ["Saskatoon", "Regina", "Prince Albert"]],
      ["Nova Scotia", "NS", ["Halifax", "Sydney", "Truro"]],
      ["New Brunswick", "NB", ["Moncton", "Saint John", "Fredericton"]],
      ["Newfoundland and Labrador", "NL", ["St. John's", "Mount Pearl", "Corner Brook"]],
      ["Prince Edward Island", "PE", ["Charlottetown", "Summerside"]],
      ["Northwest Territories", "NT", ["Yellowknife", "Hay River", "Inuvik"]],
      ["Yukon", "YT", ["Whitehorse", "Dawson City"]],
      ["Nunavut", "NU", ["Iqaluit", "Rankin Inlet"]],
    ],
  },
  {
    name: "China",
    shortName: "CN",
    provinces: [
      // municipalities: the city is the municipality itself, its areas its districts
      ["Beijing", "京", [["Beijing", ["Dongcheng", "Xicheng", "Chaoyang", "Haidian", "Fengtai"]]]],
      ["Tianjin", "津", ["Tianjin"]],
      [
        "Shanghai",
        "沪",
        [["Shanghai", ["Huangpu", "Xuhui", "Jing'an", "Changning", "Pudong New Area"]]],
      ],
      ["Chongqing", "渝", ["Chongqing"]],
      // provinces
      ["Hebei", "冀", ["Shijiazhuang", "Tangshan", "Baoding"]],
      ["Shanxi", "晋", ["Taiyuan", "Datong"]],
      ["Liaoning", "辽", ["Shenyang", "Dalian"]],
      ["Jilin", "吉", ["Changchun", "Jilin City"]],
      ["Heilongjiang", "黑", ["Harbin", "Qiqihar"]],
      ["Jiangsu", "苏", ["Nanjing", "Suzhou", "Wuxi"]],
      ["Zhejiang", "浙", ["Hangzhou", "Ningbo", "Wenzhou"]],
      ["Anhui", "皖", ["Hefei", "Wuhu"]],
      ["Fujian", "闽", ["Fuzhou", "Xiamen", "Quanzhou"]],
      ["Jiangxi", "赣", ["Nanchang", "Ganzhou"]],
      ["Shandong", "鲁", ["Jinan", "Qingdao", "Yantai"]],
      ["Henan", "豫", ["Zhengzhou", "Luoyang"]],
      ["Hubei", "鄂", ["Wuhan", "Yichang"]],
      ["Hunan", "湘", ["Changsha", "Zhuzhou"]],
      [
        "Guangdong",
        "粤",
        [
          ["Guangzhou", ["Tianhe", "Yuexiu", "Haizhu", "Panyu", "Baiyun"]],
          ["Shenzhen", ["Futian", "Nanshan", "Luohu", "Bao'an", "Longgang"]],
          "Dongguan",
          "Foshan",
        ],
      ],
      ["Hainan", "琼", ["Haikou", "Sanya"]],
      ["Sichuan", "川", ["Chengdu", "Mianyang"]],
      ["Guizhou", "贵", ["Guiyang", "Zunyi"]],
      ["Yunnan", "云", ["Kunming", "Dali"]],
      ["Shaanxi", "陕", ["Xi'an", "Baoji"]],
      ["Gansu", "甘", ["Lanzhou", "Tianshui"]],
      ["Qinghai", "青", ["Xining", "Golmud"]],
      // autonomous regions
      ["Inner Mongolia", "蒙", ["Hohhot", "Baotou"]],
      ["Guangxi", "桂", ["Nanning", "Guilin"]],
      ["Tibet", "藏", ["Lhasa", "Shigatse"]],
      ["Ningxia", "宁", ["Yinchuan", "Shizuishan"]],
      ["Xinjiang", "新", ["Ürümqi", "Kashgar"]],
    ],
  },
];

/** Inserts the tree (in the initial seed's transaction), one insert per level. */
export async function seedLocations(db: Db, creatorUserId: string): Promise<void> {
  const stamp = { creatorUserId };
  const countryRows = await db
    .insert(countries)
    .values(TREE.map((c) => ({ countryName: c.name, shortName: c.shortName, ...stamp })))
    .returning({ id: countries.id });
  const provinceValues = TREE.flatMap((c, i) =>
    c.provinces.map(([provinceName, shortName]) => ({
      provinceName,
      shortName,
      countryId: countryRows[i]!.id,
      ...stamp,
    })),
  );
  const provinceRows = await db
    .insert(provinces)
    .values(provinceValues)
    .returning({ id: provinces.id });
  const cityList = TREE.flatMap((c) => c.provinces).flatMap(([, , list], i) =>
    list.map((city) => {
      const [cityName, areaNames] = typeof city === "string" ? [city, []] : city;
      return { cityName, areaNames, provinceId: provinceRows[i]!.id };
    }),
  );
  const cityRows = await db
    .insert(cities)
    .values(cityList.map(({ cityName, provinceId }) => ({ cityName, provinceId, ...stamp })))
    .returning({ id: cities.id });
  await db
    .insert(areas)
    .values(
      cityList.flatMap((c, i) =>
        c.areaNames.map((areaName) => ({ areaName, cityId: cityRows[i]!.id, ...stamp })),
      ),
    );
}

/** The ids of a place and the levels above it. */
export interface LocationIds {
  countryId: string;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
}

/**
 * Looks a seeded place up by its names (for other seeds, e.g. demo customers' addresses):
 * `await locationIds(db, ["Canada", "Ontario", "Toronto", "North York"])`. Each name is looked
 * up under the one before it, ignoring case; an unknown name throws (a mistake in seed data).
 */
export async function locationIds(
  db: Db,
  names: readonly [country: string, province?: string, city?: string, area?: string],
): Promise<LocationIds> {
  const levels: {
    table: typeof countries | typeof provinces | typeof cities | typeof areas;
    name: PgColumn;
    parent?: PgColumn;
  }[] = [
    { table: countries, name: countries.countryName },
    { table: provinces, name: provinces.provinceName, parent: provinces.countryId },
    { table: cities, name: cities.cityName, parent: cities.provinceId },
    { table: areas, name: areas.areaName, parent: areas.cityId },
  ];
  const ids: (string | null)[] = [null, null, null, null];
  for (const [i, name] of names.entries()) {
    if (name === undefined) break;
    const level = levels[i]!;
    const [row] = await db
      .select({ id: level.table.id })
      .from(level.table)
      .where(
        and(
          eq(level.table.tenantId, 1),
          eq(level.table.isDeleted, false),
          sql`lower(${level.name}) = ${name.toLowerCase()}`,
          level.parent ? eq(level.parent, ids[i - 1]!) : undefined,
        ),
      );
    if (!row) throw new Error(`No location ${names.slice(0, i + 1).join(" / ")}`);
    ids[i] = row.id;
  }
  const [countryId, provinceId = null, cityId = null, areaId = null] = ids;
  return { countryId: countryId!, provinceId, cityId, areaId };
}
