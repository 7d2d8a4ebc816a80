import type { TTaxSettingDto } from "@/lib/contracts/settings";

/** What a tax rate is for, as a person reads it: "Quebec (QC)", or the caller's "No province". */
export const taxPlace = (
  rate: Pick<TTaxSettingDto, "provinceName" | "provinceShortName">,
  noProvince: string,
) =>
  rate.provinceName
    ? rate.provinceShortName
      ? `${rate.provinceName} (${rate.provinceShortName})`
      : rate.provinceName
    : noProvince;
