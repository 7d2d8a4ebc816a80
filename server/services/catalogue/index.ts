import "server-only";
import type { ServiceDef } from "@/server/http/define";
import { productBrandService } from "./brand";
import { categoryServices } from "./category";
import { mappingServices } from "./mapping";
import { paramServices } from "./params";
import { priceRevisionServices } from "./price-revision";
import { productServices } from "./product";
import { skuServices } from "./sku";

/** Every catalogue service (SPEC §7 product family). */
export const catalogueServices: readonly ServiceDef[] = [
  productBrandService,
  ...categoryServices,
  ...paramServices,
  ...productServices,
  ...skuServices,
  ...mappingServices,
  ...priceRevisionServices,
];
