"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ChevronsDownUp, ChevronsUpDown } from "lucide-react";
import { useMemo, useState } from "react";
import { UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { TDataPermissionSetting, TPermissionDto } from "@/lib/contracts/role";
import type { ScopeProvider, ScopeType } from "./data-scope-editor";
import {
  branchNames,
  buildTree,
  checkStates,
  grantedCount,
  isIncomplete,
  type ScopeSetting,
  scopeSettingsOf,
  searchTree,
  toGrantInput,
  toggle,
} from "./permission-tree-model";
import { PermissionTreeNode, type TreeView } from "./permission-tree-node";

interface PermissionTreeProps {
  roleId: string;
  permissions: TPermissionDto[];
  grantedPermissionNames: string[];
  dataPermissions: TDataPermissionSetting[];
  scopeTypes: ScopeType[];
  providers: ScopeProvider[];
}

/** A role's grants as a tree of tri-state checkboxes, with a data scope per granted page. */
export function PermissionTree(props: PermissionTreeProps) {
  const { roleId, permissions, scopeTypes, providers } = props;
  const t = useTranslations("roles");
  const tc = useTranslations("common");
  const router = useRouter();
  const { mutate, pending } = useMutation();
  const tree = useMemo(() => buildTree(permissions), [permissions]);
  const [granted, setGranted] = useState<ReadonlySet<string>>(
    () => new Set(props.grantedPermissionNames),
  );
  const [scopes, setScopes] = useState<ReadonlyMap<string, ScopeSetting>>(() =>
    scopeSettingsOf(props.dataPermissions),
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(tree.roots.map((r) => r.name)),
  );
  const [query, setQuery] = useState("");
  const [saved, setSaved] = useState(false);

  const input = toGrantInput(tree, roleId, granted, scopes);
  const [initial] = useState(() => JSON.stringify(input));
  const dirty = !saved && JSON.stringify(input) !== initial;
  const incomplete = (input.dataPermissions ?? []).some(isIncomplete);

  const states = useMemo(() => checkStates(tree, granted), [tree, granted]);
  const search = useMemo(() => searchTree(tree, query), [tree, query]);
  const total = tree.byName.size;

  const view: TreeView = {
    states,
    granted,
    scopes,
    scopeTypes,
    providers,
    isVisible: (name) => !search || search.visible.has(name),
    isOpen: (name) => expanded.has(name),
    setOpen: (name, open) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (open) next.add(name);
        else next.delete(name);
        return next;
      }),
    check: (name, checked) => setGranted((prev) => toggle(tree, prev, name, checked)),
    setScope: (name, setting) => setScopes((prev) => new Map(prev).set(name, setting)),
  };

  const onSearch = (value: string) => {
    setQuery(value);
    // Open the path to every match; the user can still fold it afterwards.
    const found = searchTree(tree, value);
    if (found) setExpanded((prev) => new Set([...prev, ...found.expanded]));
  };

  const save = async () => {
    try {
      await mutate(api.Role.GrantPermission, input, { refresh: false });
      setSaved(true);
      router.push("/ou/roles");
    } catch {
      // the mutation already showed why
    }
  };

  const roots = tree.roots.filter((r) => view.isVisible(r.name));
  return (
    <Card className="pb-0">
      <UnsavedChangesGuard when={dirty} />
      <CardHeader className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          value={query}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t("searchPermissions")}
          aria-label={t("searchPermissions")}
          className="h-9 w-full sm:w-72"
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setExpanded(new Set(branchNames(tree)))}
        >
          <ChevronsUpDown /> {t("expandAll")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setExpanded(new Set())}>
          <ChevronsDownUp /> {t("collapseAll")}
        </Button>
        <p className="text-muted-foreground ml-auto text-sm" aria-live="polite">
          {t("grantedCount", { count: grantedCount(tree, granted), total })}
        </p>
      </CardHeader>
      <CardContent>
        {roots.length === 0 ? (
          <p className="text-muted-foreground py-6 text-center text-sm">{t("noPermissionMatch")}</p>
        ) : (
          <ul>
            {roots.map((node) => (
              <PermissionTreeNode key={node.name} node={node} depth={0} view={view} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="bg-card sticky bottom-0 flex-wrap justify-end gap-2 rounded-b-xl border-t py-4">
        {incomplete && (
          <p className="text-destructive mr-auto text-sm">{t("fixSpecifiedScopes")}</p>
        )}
        <Button variant="outline" asChild>
          <Link href="/ou/roles">{tc("cancel")}</Link>
        </Button>
        <Button type="button" onClick={save} disabled={pending || incomplete || !dirty}>
          {tc("save")}
        </Button>
      </CardFooter>
    </Card>
  );
}
