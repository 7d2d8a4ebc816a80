"use client";

import { useTranslations } from "next-intl";
import { ChevronDown, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { scopeProvidersFor } from "@/lib/contracts/role";
import { cn } from "@/lib/utils";
import { DataScopeEditor, type ScopeProvider, type ScopeType } from "./data-scope-editor";
import {
  type CheckState,
  DEFAULT_SCOPE,
  type PermissionNode,
  type ScopeSetting,
} from "./permission-tree-model";

/** What every row needs from the tree: state and the ways to change it. */
export interface TreeView {
  states: ReadonlyMap<string, CheckState>;
  granted: ReadonlySet<string>;
  scopes: ReadonlyMap<string, ScopeSetting>;
  scopeTypes: readonly ScopeType[];
  providers: readonly ScopeProvider[];
  isVisible: (name: string) => boolean;
  isOpen: (name: string) => boolean;
  setOpen: (name: string, open: boolean) => void;
  check: (name: string, checked: boolean) => void;
  setScope: (name: string, setting: ScopeSetting) => void;
}

export function PermissionTreeNode({
  node,
  depth,
  view,
}: {
  node: PermissionNode;
  depth: number;
  view: TreeView;
}) {
  const t = useTranslations("roles");
  const children = node.children.filter((c) => view.isVisible(c.name));
  const open = children.length > 0 && view.isOpen(node.name);
  const state = view.states.get(node.name) ?? "unchecked";
  const id = `permission-${node.name}`;
  return (
    <li>
      <div
        className="hover:bg-muted/50 flex min-h-10 flex-wrap items-center gap-x-2 gap-y-1 rounded-md py-1 pr-2"
        style={{ paddingLeft: `${depth * 1.5}rem` }}
      >
        {children.length > 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-6"
            aria-expanded={open}
            aria-controls={`${id}-children`}
            aria-label={t(open ? "collapseNode" : "expandNode", { permission: node.displayName })}
            onClick={() => view.setOpen(node.name, !open)}
          >
            {open ? <ChevronDown /> : <ChevronRight />}
          </Button>
        ) : (
          <span className="size-6" aria-hidden />
        )}
        <Checkbox
          id={id}
          checked={state === "indeterminate" ? "indeterminate" : state === "checked"}
          onCheckedChange={(v) => view.check(node.name, v === true)}
        />
        <label
          htmlFor={id}
          className={cn("cursor-pointer text-sm", !node.isFunction && "font-medium")}
        >
          {node.displayName}
        </label>
        <span className="text-muted-foreground font-mono text-xs">{node.name}</span>
        {node.isPage && view.granted.has(node.name) && (
          <div className="ml-auto">
            <DataScopeEditor
              permission={node.displayName}
              setting={view.scopes.get(node.name) ?? DEFAULT_SCOPE}
              scopeTypes={view.scopeTypes}
              providers={view.providers.filter((p) =>
                scopeProvidersFor(node.name).includes(p.name),
              )}
              onChange={(setting) => view.setScope(node.name, setting)}
            />
          </div>
        )}
      </div>
      {open && (
        <ul id={`${id}-children`}>
          {children.map((child) => (
            <PermissionTreeNode key={child.name} node={child} depth={depth + 1} view={view} />
          ))}
        </ul>
      )}
    </li>
  );
}
