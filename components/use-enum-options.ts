"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { type AppEnumName, appEnums, enumMessageKey } from "@/lib/contracts/enum-values";

/** An enumeration's values with their translated names, for a filter or a select. */
export function useEnumOptions() {
  const tr = useTranslations();
  return useCallback(
    (name: AppEnumName) =>
      appEnums[name].map((value) => ({ value, label: tr(enumMessageKey(name, value)) })),
    [tr],
  );
}
