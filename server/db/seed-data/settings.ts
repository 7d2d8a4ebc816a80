import "server-only";
import { count, eq } from "drizzle-orm";
import type { Db } from "../types";
import { sysSettingOrders, sysSettingTaxes } from "../schema";
import { locationIds } from "./locations";

// Tax and order settings (issue 11; docs/decisions.md "Tax and order settings"). The rates are
// the Canada Revenue Agency's GST/HST rates by province (canada.ca, "GST/HST rates"), with Nova
// Scotia's HST at 14 % since 2025-04-01 (CRA GST/HST Notice 342, March 2025); checked 2026-11.
// An HST province carries its whole HST in the GST field; BC, Manitoba and Saskatchewan levy
// their own PST/RST, which this shop does not collect. Remarks are data, in English.

const RATES: readonly { province: string; gst: string; qst?: string; remark: string }[] = [
  { province: "Ontario", gst: "13", remark: "HST 13 % in the GST field" },
  { province: "Quebec", gst: "5", qst: "9.975", remark: "GST 5 % and QST 9.975 %" },
  { province: "British Columbia", gst: "5", remark: "GST only; BC PST (7 %) is not collected" },
  { province: "Alberta", gst: "5", remark: "GST only; no provincial sales tax" },
  { province: "Manitoba", gst: "5", remark: "GST only; Manitoba RST (7 %) is not collected" },
  {
    province: "Saskatchewan",
    gst: "5",
    remark: "GST only; Saskatchewan PST (6 %) is not collected",
  },
  { province: "Nova Scotia", gst: "14", remark: "HST 14 % (since 2025-04-01) in the GST field" },
  { province: "New Brunswick", gst: "15", remark: "HST 15 % in the GST field" },
  { province: "Newfoundland and Labrador", gst: "15", remark: "HST 15 % in the GST field" },
  { province: "Prince Edward Island", gst: "15", remark: "HST 15 % in the GST field" },
  { province: "Northwest Territories", gst: "5", remark: "GST only" },
  { province: "Yukon", gst: "5", remark: "GST only" },
  { province: "Nunavut", gst: "5", remark: "GST only" },
];

/** The first order settings: $15.00 shipping, free from $199.00, unpaid orders cancelled after 24 h. */
const FIRST_ORDER_SETTINGS = {
  shippingFee: "15.00",
  freeShippingThreshold: "199.00",
  unpaidCancelHours: 24,
};

/**
 * Canada's rates per province plus a 5 % GST-only default (used where a province has no row,
 * e.g. outside Canada), and the first order settings version. Each part only when tenant 1 has
 * none yet, so running it again changes nothing.
 */
export async function seedSettings(db: Db, creatorUserId: string): Promise<void> {
  const stamp = { tenantId: 1, creatorUserId };
  const [taxes] = await db
    .select({ n: count() })
    .from(sysSettingTaxes)
    .where(eq(sysSettingTaxes.tenantId, 1));
  if (!taxes?.n) {
    const rows = [];
    for (const r of RATES) {
      const { provinceId } = await locationIds(db, ["Canada", r.province]);
      rows.push({ provinceId, gstRate: r.gst, qstRate: r.qst ?? "0", remark: r.remark, ...stamp });
    }
    await db.insert(sysSettingTaxes).values([
      {
        provinceId: null,
        gstRate: "5",
        qstRate: "0",
        isDefault: true,
        remark: "Default: GST 5 % only, where a province has no rate of its own",
        ...stamp,
      },
      ...rows,
    ]);
  }
  const [orders] = await db
    .select({ n: count() })
    .from(sysSettingOrders)
    .where(eq(sysSettingOrders.tenantId, 1));
  if (!orders?.n)
    await db.insert(sysSettingOrders).values({ version: 1, ...FIRST_ORDER_SETTINGS, ...stamp });
}
