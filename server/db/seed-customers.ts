import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "./types";
import {
  areas,
  cities,
  countries,
  customerBillAddresses,
  customerQuotaHistory,
  customerReceivingAddresses,
  customers,
  provinces,
} from "./schema";
import { mulberry32 } from "./seed-images";
import { dictionaryKeyOf } from "./seed-data/dictionaries";

// Demo customers (issue 9): enterprises with partly used quotas, ordinary customers and members
// (some expired, some expiring within 30 days), with addresses across the seeded provinces of
// Canada and China. A fixed PRNG seed: every run makes the same customers.

const SEED = 20_241_124;

const GIVEN = [
  "Ada",
  "Liam",
  "Chloé",
  "Noah",
  "Olivia",
  "Étienne",
  "Maya",
  "Lucas",
  "Wei",
  "Mei",
  "Jun",
  "Xiu",
  "Hao",
  "Lan",
  "Yi",
  "Kai",
];
const FAMILY = [
  "Tremblay",
  "Roy",
  "Smith",
  "Gagnon",
  "Wilson",
  "Martin",
  "Chen",
  "Wang",
  "Li",
  "Zhang",
  "Liu",
  "Huang",
  "Singh",
  "Nguyen",
];
const COMPANIES = [
  ["Maple Leaf Hospitality", "Maple Hotels", "Hotels"],
  ["Northern Lights Retail", "NL Retail", "Retail"],
  ["Great Lakes Schools Board", "GL Schools", "Education"],
  ["Pacific Rim Imports", "PacRim", "Wholesale"],
  ["Laurentian Clinics", "Laurentian", "Healthcare"],
  ["Prairie Office Supply", "Prairie Office", "Office supplies"],
  ["Atlantic Catering Group", "Atlantic Catering", "Hospitality"],
  ["Yukon Outfitters", "Yukon Out", "Retail"],
  ["Shenzhen Bright Electronics", "Bright SZ", "Electronics"],
  ["Shanghai Harbour Trading", "Harbour SH", "Wholesale"],
  ["Beijing Capital Hotels", "Capital Hotels", "Hotels"],
  ["Guangzhou Pearl Foods", "Pearl Foods", "Food"],
  ["Hangzhou West Lake Tea", "West Lake Tea", "Food"],
  ["Chengdu Panda Logistics", "Panda Logistics", "Logistics"],
  ["Wuhan River Engineering", "River Eng", "Engineering"],
  ["Nanjing Purple Hill Labs", "Purple Hill", "Research"],
  ["Toronto Cityline Offices", "Cityline", "Real estate"],
  ["Vancouver Harbour Cafés", "Harbour Cafés", "Hospitality"],
  ["Montréal Atelier Design", "Atelier MTL", "Design"],
  ["Calgary Energy Services", "CES", "Energy"],
  ["Ottawa Civic Libraries", "Civic Libraries", "Education"],
  ["Halifax Marine Supply", "Marine Supply", "Marine"],
  ["Xiamen Island Ceramics", "Island Ceramics", "Manufacturing"],
  ["Qingdao Brewers Co-op", "QD Brewers", "Food"],
] as const;
/** Streets and postal codes that fit the country an address is in. */
const STREETS = {
  Canada: ["King St W", "Rue Sainte-Catherine", "Granville St", "Jasper Ave", "Barrington St"],
  China: ["Nanjing Rd", "Chang'an Ave", "Tianhe Rd", "Shennan Blvd", "Wensan Rd"],
} as const;
const COUNT = { Enterprise: 24, Ordinary: 22, Member: 18 } as const;
const CODE_PREFIX = { Enterprise: "E", Ordinary: "P", Member: "M" } as const;

/**
 * Customers whose names are written in Chinese or Japanese script (delivery notes and search
 * must show them as written), added after the generated ones, with addresses in `country`.
 */
const NAMED = [
  {
    customerType: "Enterprise",
    enterpriseName: "深圳明亮电子有限公司",
    enterpriseCall: "明亮电子",
    industry: "Electronics",
    realName: "张伟",
    sex: "Men",
    mobilePhone: "+86 755 8888 0142",
    email: "zhang.wei@mingliang.example.com",
    country: "China",
  },
  {
    customerType: "Ordinary",
    realName: "王小明",
    sex: "Men",
    mobilePhone: "+86 138 0013 8000",
    email: "wang.xiaoming@example.com",
    country: "China",
  },
  {
    customerType: "Member",
    realName: "李娜",
    sex: "Women",
    mobilePhone: "+86 139 1088 6612",
    email: "li.na@example.com",
    country: "China",
  },
  {
    customerType: "Ordinary",
    realName: "山田さくら",
    sex: "Women",
    mobilePhone: "+1 647 555 0188",
    email: "sakura.yamada@example.com",
    country: "Canada",
  },
] as const;

const iso = (d: Date) => d.toISOString().slice(0, 10);

export async function seedCustomers(db: Db, options: { creatorUserId: string }) {
  const random = mulberry32(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const regions = await db
    .select({
      countryId: countries.id,
      countryName: countries.countryName,
      provinceId: provinces.id,
      cityId: cities.id,
      cityName: cities.cityName,
      areaId: sql<
        string | null
      >`(select ${areas.id} from ${areas} where ${areas.cityId} = ${cities.id} and ${areas.isDeleted} = false order by ${areas.areaName} limit 1)`,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .innerJoin(countries, eq(countries.id, provinces.countryId))
    .where(and(eq(cities.isDeleted, false), eq(provinces.isDeleted, false)))
    .orderBy(countries.countryName, provinces.provinceName, cities.cityName);
  const today = new Date();
  const days = (n: number) => iso(new Date(today.getTime() + n * 86_400_000));
  const stamp = { tenantId: 1, creatorUserId: options.creatorUserId };

  let serial = 0;
  const person = () => {
    const given = pick(GIVEN);
    const family = pick(FAMILY);
    serial++;
    return {
      realName: `${given} ${family}`,
      sex: random() < 0.5 ? "Men" : "Women",
      mobilePhone:
        random() < 0.5
          ? `+1 ${400 + Math.floor(random() * 500)} 555 ${String(1000 + serial).slice(-4)}`
          : `+86 13${Math.floor(random() * 10)} ${String(10_000_000 + serial * 7919).slice(-8)}`,
      email:
        `${given}.${family}.${serial}`
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z0-9.]/g, "") + "@example.com",
    };
  };

  const rows: (typeof customers.$inferInsert)[] = [];
  COMPANIES.slice(0, COUNT.Enterprise).forEach(([name, call, industry], i) => {
    const quota = (5 + Math.floor(random() * 40)) * 5_000;
    rows.push({
      ...stamp,
      id: uuidv7(),
      customerType: "Enterprise",
      customerCode: `E${String(i + 1).padStart(4, "0")}`,
      enterpriseName: name,
      enterpriseCall: call,
      industry: dictionaryKeyOf(industry),
      invoiceHeader: name,
      accountQuota: String(quota),
      // a third unused, the rest partly used
      usedQuota: i % 3 === 0 ? "0" : (quota * (0.1 + random() * 0.8)).toFixed(2),
      isActive: i % 11 !== 10,
      ...person(),
    });
  });
  for (let i = 0; i < COUNT.Ordinary; i++)
    rows.push({
      ...stamp,
      id: uuidv7(),
      customerType: "Ordinary",
      customerCode: `P${String(i + 1).padStart(4, "0")}`,
      isActive: i % 9 !== 8,
      ...person(),
    });
  for (let i = 0; i < COUNT.Member; i++) {
    // a third expired, a sixth expiring within 30 days, the rest good for months
    const validity =
      i % 3 === 0
        ? -(5 + Math.floor(random() * 300))
        : i % 6 === 1
          ? 3 + Math.floor(random() * 25)
          : 60 + Math.floor(random() * 600);
    rows.push({
      ...stamp,
      id: uuidv7(),
      customerType: "Member",
      customerCode: `M${String(i + 1).padStart(4, "0")}`,
      membershipTime: days(validity - 365 - Math.floor(random() * 400)),
      memberValidity: days(validity),
      isActive: true,
      ...person(),
    });
  }
  const named = { Enterprise: COUNT.Enterprise, Ordinary: COUNT.Ordinary, Member: COUNT.Member };
  const countryOf = new Map<string, string>();
  for (const { country, ...c } of NAMED) {
    const n = ++named[c.customerType];
    const id = uuidv7();
    countryOf.set(id, country);
    rows.push({
      ...stamp,
      ...c,
      id,
      customerCode: `${CODE_PREFIX[c.customerType]}${String(n).padStart(4, "0")}`,
      isActive: true,
      ...(c.customerType === "Enterprise"
        ? { invoiceHeader: c.enterpriseName, accountQuota: "80000", usedQuota: "12500.00" }
        : {}),
      ...(c.customerType === "Member"
        ? { membershipTime: days(-120), memberValidity: days(245) }
        : {}),
    });
  }
  await db.insert(customers).values(rows);

  const history = rows
    .filter((c) => c.customerType === "Enterprise")
    .map((c) => ({
      ...stamp,
      customerId: c.id!,
      previousQuota: "0",
      newQuota: c.accountQuota!,
      remark: null,
    }));
  await db.insert(customerQuotaHistory).values(history);

  if (!regions.length) return rows.length;
  const place = (country?: string) => {
    const r = pick(country ? regions.filter((x) => x.countryName === country) : regions);
    const canada = r.countryName === "Canada";
    const n = () => Math.floor(random() * 9);
    return {
      countryId: r.countryId,
      provinceId: r.provinceId,
      cityId: r.cityId,
      areaId: r.areaId,
      detailAddress: `${1 + Math.floor(random() * 2000)} ${pick(canada ? STREETS.Canada : STREETS.China)}`,
      postalCode: canada
        ? `${pick(["M5V", "H3B", "V6B", "T5J", "B3J"])} ${n()}A${n()}`
        : String(100_000 + Math.floor(random() * 800_000)),
    };
  };
  const receiving: (typeof customerReceivingAddresses.$inferInsert)[] = [];
  const bill: (typeof customerBillAddresses.$inferInsert)[] = [];
  for (const c of rows) {
    const n =
      c.customerType === "Enterprise" ? 2 + Math.floor(random() * 3) : 1 + Math.floor(random() * 2);
    const defaultAt = Math.floor(random() * n);
    for (let k = 0; k < n; k++)
      receiving.push({
        ...stamp,
        customerId: c.id!,
        contactName: c.realName!,
        phone: c.mobilePhone!,
        isDefault: k === defaultAt,
        ...place(countryOf.get(c.id!)),
      });
    if (c.customerType === "Enterprise")
      bill.push({
        ...stamp,
        customerId: c.id!,
        contactName: c.realName!,
        phone: c.mobilePhone!,
        invoiceHeader: c.enterpriseName!,
        taxNumber: `TX${String(100_000_000 + Math.floor(random() * 800_000_000))}`,
        ...place(countryOf.get(c.id!)),
      });
  }
  await db.insert(customerReceivingAddresses).values(receiving);
  await db.insert(customerBillAddresses).values(bill);
  return rows.length;
}
