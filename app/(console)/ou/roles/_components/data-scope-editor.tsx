"use client";

import { useTranslations } from "next-intl";
import type * as z from "zod";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { TDataPermissionScope } from "@/lib/contracts/enums";
import type { TScopeProviderName, ZScopeProviderDto, ZScopeTypeDto } from "@/lib/contracts/role";
import { isIncomplete, type ScopeSetting } from "./permission-tree-model";
import { ScopeItemsPicker } from "./scope-items-picker";

export type ScopeType = z.infer<typeof ZScopeTypeDto>;
export type ScopeProvider = z.infer<typeof ZScopeProviderDto>;

/** Whose records a granted page shows: a scope, and for Specified a data source and its items. */
export function DataScopeEditor({
  permission,
  setting,
  scopeTypes,
  providers,
  onChange,
}: {
  /** the page's display name, for labels */
  permission: string;
  setting: ScopeSetting;
  scopeTypes: readonly ScopeType[];
  providers: readonly ScopeProvider[];
  onChange: (setting: ScopeSetting) => void;
}) {
  const t = useTranslations("roles");
  const specified = setting.scope === "Specified";
  const incomplete = isIncomplete(setting);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        value={setting.scope}
        onValueChange={(scope) =>
          onChange(
            scope === "Specified"
              ? {
                  scope,
                  providerName: setting.providerName ?? providers[0]?.name ?? null,
                  specifiedIds: setting.specifiedIds ?? [],
                }
              : { scope: scope as TDataPermissionScope, providerName: null, specifiedIds: [] },
          )
        }
      >
        <SelectTrigger size="sm" className="w-48" aria-label={t("dataScopeOf", { permission })}>
          <SelectValue>{scopeTypes.find((s) => s.name === setting.scope)?.displayName}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {scopeTypes.map((s) => (
            <SelectItem key={s.name} value={s.name}>
              {s.displayName}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {specified && (
        <Select
          value={setting.providerName ?? ""}
          onValueChange={(providerName) =>
            onChange({
              ...setting,
              providerName: providerName as TScopeProviderName,
              specifiedIds: [],
            })
          }
        >
          <SelectTrigger
            size="sm"
            className="w-40"
            aria-label={t("dataSourceOf", { permission })}
            aria-invalid={incomplete && !setting.providerName}
          >
            <SelectValue placeholder={t("chooseDataSource")} />
          </SelectTrigger>
          <SelectContent>
            {providers.map((p) => (
              <SelectItem key={p.name} value={p.name}>
                {p.displayName}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {specified && setting.providerName && (
        <ScopeItemsPicker
          key={setting.providerName}
          providerName={setting.providerName}
          selected={setting.specifiedIds ?? []}
          onChange={(specifiedIds) => onChange({ ...setting, specifiedIds })}
          label={t("itemsOf", { permission })}
          invalid={incomplete}
        />
      )}
      {incomplete && <p className="text-destructive text-xs">{t("specifiedIncomplete")}</p>}
    </div>
  );
}
