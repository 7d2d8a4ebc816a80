import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import {
  ZAuditedDto,
  ZEmailAddress,
  ZListResult,
  ZPagedSortedInput,
  ZPhone,
  zOptionalText,
  zRequired,
} from "./common";
import { ZSwitch } from "./enums";

// SPEC §3 Warehouse entities, §5 (Warehouse, Location, Self-lift point), §7 Warehouse,
// WarehouseLocation, WarehouseSelfLiftinPoint (issue 10). Each service's records are narrowed by
// the data scope of its page (Pages.Warehouse.Warehouses, .Locations, .SelfLiftPoints): a clerk
// granted Specified warehouses there (provider "Warehouse") sees and changes only the records of
// those warehouses. A page, not the menu group, so the roles screen sets it and the rule "never
// grant a scope wider than your own" checks it like every other scope.

// --- warehouses ---------------------------------------------------------------------------

const ZWarehouseFields = z.object({
  name: zRequired(64),
  status: ZSwitch,
  description: zOptionalText(500),
});

export const ZWarehouseDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  status: ZSwitch,
  description: z.string().nullable(),
  locationCount: z.number().int(),
});
export type TWarehouseDto = z.infer<typeof ZWarehouseDto>;

export const warehouseSortFields = ["name", "status", "creationTime"] as const;

// CRUD /api/services/app/Warehouse/* — warehouses; one with locations or stock-ins is not deleted
export const Warehouse = crudContract("Warehouse", {
  create: ZWarehouseFields,
  update: ZWarehouseFields.extend({ id: z.uuid() }),
  list: ZPagedSortedInput(warehouseSortFields).extend({
    isOnlyMine: z.boolean().optional(),
    name: z.string().trim().max(64).optional(),
    status: ZSwitch.optional(),
  }),
  dto: ZWarehouseDto,
  permissions: {
    read: [
      "Pages.Warehouse.Warehouses",
      "Pages.Warehouse.Locations",
      "Pages.Warehouse.SelfLiftPoints",
      "Pages.Warehouse.InStorage",
      "Pages.Warehouse.Stock",
      // an order clerk picks an order in a warehouse of their choice
      "Pages.Order.Management.OutStorage",
    ],
    create: "Pages.Warehouse.Warehouses.Create",
    update: "Pages.Warehouse.Warehouses.Edit",
    delete: "Pages.Warehouse.Warehouses.Delete",
    restore: "Pages.Warehouse.Warehouses.Restore",
  },
  dataScope: "Pages.Warehouse.Warehouses",
});

// --- locations ----------------------------------------------------------------------------

const ZLocationFields = z.object({
  warehouseId: z.uuid(),
  frame: zRequired(32),
  layer: zRequired(32),
  position: zRequired(32),
  status: ZSwitch,
});

export const ZWarehouseLocationDto = ZAuditedDto.extend({
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  frame: z.string(),
  layer: z.string(),
  position: z.string(),
  status: ZSwitch,
  /** "A-02-07": frame, layer and position */
  code: z.string(),
});
export type TWarehouseLocationDto = z.infer<typeof ZWarehouseLocationDto>;

export const locationSortFields = ["code", "status", "creationTime"] as const;

// CRUD /api/services/app/WarehouseLocation/* — frame, layer and position in a warehouse
export const WarehouseLocation = crudContract("WarehouseLocation", {
  create: ZLocationFields,
  update: ZLocationFields.extend({ id: z.uuid() }),
  list: ZPagedSortedInput(locationSortFields).extend({
    isOnlyMine: z.boolean().optional(),
    status: ZSwitch.optional(),
    warehouseId: z.uuid().optional(),
  }),
  dto: ZWarehouseLocationDto,
  permissions: {
    read: ["Pages.Warehouse.Locations", "Pages.Warehouse.InStorage", "Pages.Warehouse.Stock"],
    create: "Pages.Warehouse.Locations.Create",
    update: "Pages.Warehouse.Locations.Edit",
    delete: "Pages.Warehouse.Locations.Delete",
  },
  dataScope: "Pages.Warehouse.Locations",
});

// --- self-pickup points -------------------------------------------------------------------

const ZSelfLiftFields = z.object({
  warehouseId: z.uuid(),
  name: zRequired(64),
  /** SPEC §5: contact, phone, e-mail, address, province and city required */
  contacts: zRequired(64),
  contactNumber: ZPhone,
  contactEmail: ZEmailAddress,
  countryId: z.uuid().nullish(),
  provinceId: z.uuid({ error: "validation.required" }),
  cityId: z.uuid({ error: "validation.required" }),
  address: zRequired(256),
  remark: zOptionalText(500),
});

export const ZSelfLiftPointDto = ZAuditedDto.extend({
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  name: z.string(),
  contacts: z.string(),
  contactNumber: z.string(),
  contactEmail: z.string(),
  countryId: z.uuid().nullable(),
  provinceId: z.uuid(),
  cityId: z.uuid(),
  address: z.string(),
  remark: z.string().nullable(),
  /** "Ontario, Toronto": the province and city names */
  regionText: z.string(),
});
export type TSelfLiftPointDto = z.infer<typeof ZSelfLiftPointDto>;

/** GetAdministrativeDivision: the country → province → city tree the point forms choose from. */
const ZDivisionCity = z.object({ id: z.uuid(), name: z.string() });
const ZDivisionProvince = z.object({
  id: z.uuid(),
  name: z.string(),
  cities: z.array(ZDivisionCity),
});
export const ZDivisionCountry = z.object({
  id: z.uuid(),
  name: z.string(),
  provinces: z.array(ZDivisionProvince),
});

export const selfLiftSortFields = ["name", "creationTime"] as const;

// CRUD /api/services/app/WarehouseSelfLiftinPoint/* — self-pickup points of a warehouse
export const WarehouseSelfLiftinPoint = crudContract(
  "WarehouseSelfLiftinPoint",
  {
    create: ZSelfLiftFields,
    update: ZSelfLiftFields.extend({ id: z.uuid() }),
    list: ZPagedSortedInput(selfLiftSortFields).extend({
      isOnlyMine: z.boolean().optional(),
      warehouseId: z.uuid().optional(),
    }),
    dto: ZSelfLiftPointDto,
    permissions: {
      read: ["Pages.Warehouse.SelfLiftPoints", "Pages.Commodity.Product"],
      create: "Pages.Warehouse.SelfLiftPoints.Create",
      update: "Pages.Warehouse.SelfLiftPoints.Edit",
      delete: "Pages.Warehouse.SelfLiftPoints.Delete",
      restore: "Pages.Warehouse.SelfLiftPoints.Restore",
    },
    dataScope: "Pages.Warehouse.SelfLiftPoints",
  },
  {
    // GET …/GetAdministrativeDivision — countries with their provinces and cities, by name
    GetAdministrativeDivision: op({
      verb: "GET",
      permission: "Pages.Warehouse.SelfLiftPoints",
      summary: "The country → province → city tree self-pickup point forms choose from",
      input: z.object({}),
      output: ZListResult(ZDivisionCountry),
    }),
  },
);
