import "server-only";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import type { AuthedCtx } from "@/server/http/define";
import { currentOrderSettings } from "../system/order-setting";
import { taxRatesFor } from "../system/tax-setting";

// What an order takes from the tax and order settings (DESIGN §5 Orders): the shipping rules of
// the newest order-settings version and the GST/QST of the tax province, falling back to the
// default tax setting.

export interface ShippingRules {
  /** the order-settings version the fee came from (null: none saved yet, no fee) */
  orderSettingId: string | null;
  shippingFee: string;
  freeShippingThreshold: string;
}

/** The current shipping fee and free-shipping threshold; no settings saved yet: no fee. */
export async function shippingRules(ctx: AuthedCtx): Promise<ShippingRules> {
  const settings = await currentOrderSettings(ctx);
  return settings
    ? {
        orderSettingId: settings.id,
        shippingFee: settings.shippingFee,
        freeShippingThreshold: settings.freeShippingThreshold,
      }
    : { orderSettingId: null, shippingFee: "0", freeShippingThreshold: "0" };
}

export interface OrderTaxRates {
  gstRate: string;
  qstRate: string;
  /** the default setting's rates (the province has none of its own, or none is chosen) */
  isDefault: boolean;
}

/**
 * The rates of a province, else the default's; null when there is no tax setting at all (an
 * order is then refused rather than placed untaxed). No province: the default's.
 */
export async function orderTaxRates(
  ctx: AuthedCtx,
  provinceId: string | null,
): Promise<OrderTaxRates | null> {
  // the empty id is no province's: taxRatesFor answers the default for it
  const rates = await taxRatesFor(ctx, provinceId ?? EMPTY_GUID);
  return rates && { gstRate: rates.gstRate, qstRate: rates.qstRate, isDefault: rates.isFallback };
}
