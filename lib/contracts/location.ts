import { SIGNED_IN } from "@/lib/permissions";
import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZListResult, ZPagedSortedInput } from "./common";

// SPEC §3 Location entities and §7 Area, City, Country, Province, Town: country → province →
// city → area → town. Everyone signed in reads them (every address form uses them, the
// customer portal's too); Pages.Admin.Regions maintains them.

const ZPlaceName = z.string().trim().min(1, "validation.required").max(100, "validation.tooLong");
const ZShort = z.string().trim().max(20, "validation.tooLong").nullish();
const ZKeyword = z.string().trim().max(100).optional();

export const locationSortFields = ["name", "creationTime"] as const;

const regionPermissions = {
  read: SIGNED_IN,
  create: "Pages.Admin.Regions.Create",
  update: "Pages.Admin.Regions.Edit",
  delete: "Pages.Admin.Regions.Delete",
} as const;

/**
 * One level of the tree: its own fields (`fields`, the name first), its parent's id field (none
 * for a country) and `GetAllList`, the unpaged list of one parent's children the pickers use.
 */
function locationContract<
  const S extends string,
  F extends z.ZodRawShape,
  const P extends string | undefined,
  L extends z.ZodRawShape = Record<never, never>,
>(service: S, fields: F, parent: P, listFilters?: L) {
  type ParentShape = P extends string ? { [K in P]: z.ZodUUID } : Record<never, never>;
  const ZParentId = (parent ? { [parent]: z.uuid() } : {}) as ParentShape;
  const ZFields = z.object({ ...fields, ...ZParentId });
  // generic shapes defeat zod's inference of `id`; this is what `extend` makes
  const ZUpdate = ZFields.extend({ id: z.uuid() }) as unknown as z.ZodType<
    z.output<typeof ZFields> & { id: string },
    z.input<typeof ZFields> & { id: string }
  >;
  const dto = ZAuditedDto.extend({
    ...fields,
    ...ZParentId,
    id: z.uuid(),
    /** the parent's name, for lists */
    parentName: z.string().nullable(),
  });
  const ZParentFilter = (parent ? { [parent]: z.uuid().optional() } : {}) as P extends string
    ? { [K in P]: z.ZodOptional<z.ZodUUID> }
    : Record<never, never>;
  return crudContract(
    service,
    {
      create: ZFields,
      update: ZUpdate,
      list: ZPagedSortedInput(locationSortFields).extend({
        keyword: ZKeyword,
        ...ZParentFilter,
        ...(listFilters as L),
      }),
      dto,
      permissions: regionPermissions,
    },
    {
      // GET …/GetAllList — every child of one parent (a country's provinces, …), by name
      GetAllList: op({
        verb: "GET",
        permission: SIGNED_IN,
        summary: `Every ${service} of one parent, by name (for pickers)`,
        input: z.object(ZParentFilter),
        output: ZListResult(dto),
      }),
    },
  );
}

export const Country = locationContract(
  "Country",
  { countryName: ZPlaceName, shortName: ZShort },
  undefined,
);
export const Province = locationContract(
  "Province",
  { provinceName: ZPlaceName, shortName: ZShort },
  "countryId",
);
export const City = locationContract(
  "City",
  { cityName: ZPlaceName, shortCode: ZShort },
  "provinceId",
);
export const Area = locationContract("Area", { areaName: ZPlaceName }, "cityId");
/** Town's list also filters by TownName (SPEC §7). */
export const Town = locationContract("Town", { townName: ZPlaceName }, "areaId", {
  townName: ZKeyword,
});

export type TCountryDto = z.infer<typeof Country.Get.output>;
export type TProvinceDto = z.infer<typeof Province.Get.output>;
export type TCityDto = z.infer<typeof City.Get.output>;
export type TAreaDto = z.infer<typeof Area.Get.output>;
