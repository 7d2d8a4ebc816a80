import type {
  TDataPermissionSetting,
  TGrantPermissionInput,
  TPermissionDto,
} from "@/lib/contracts/role";

export interface PermissionNode {
  name: string;
  displayName: string;
  parentName: string | null;
  isFunction: boolean;
  /** a screen whose records a data scope can narrow (a menu group is not one) */
  isPage: boolean;
  children: PermissionNode[];
}

interface TreeModel {
  roots: PermissionNode[];
  byName: ReadonlyMap<string, PermissionNode>;
}

export type CheckState = "checked" | "unchecked" | "indeterminate";

/** The data scope of one page; a page without one sees All. */
export type ScopeSetting = Omit<TDataPermissionSetting, "permissionName">;

/** Nests the flat list by parentName, keeping the server's order; an orphan becomes a root. */
export function buildTree(permissions: readonly TPermissionDto[]): TreeModel {
  const byName = new Map<string, PermissionNode>();
  for (const p of permissions) {
    byName.set(p.name, {
      name: p.name,
      displayName: p.displayName,
      parentName: p.parentName,
      isFunction: p.properties.isFunction,
      isPage: false,
      children: [],
    });
  }
  const roots: PermissionNode[] = [];
  for (const node of byName.values()) {
    const parent = node.parentName ? byName.get(node.parentName) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const urls = new Map(permissions.map((p) => [p.name, p.properties.url]));
  for (const node of byName.values()) {
    // A group holds only other menu entries and has no url of its own.
    node.isPage =
      !node.isFunction && (!!urls.get(node.name) || node.children.every((c) => c.isFunction));
  }
  return { roots, byName };
}

function subtreeNames(node: PermissionNode, out: string[] = []): string[] {
  out.push(node.name);
  for (const child of node.children) subtreeNames(child, out);
  return out;
}

function ancestorNames(tree: TreeModel, name: string): string[] {
  const out: string[] = [];
  let parent = tree.byName.get(name)?.parentName;
  while (parent) {
    out.push(parent);
    parent = tree.byName.get(parent)?.parentName;
  }
  return out;
}

/**
 * Checking grants the node, its whole subtree and its ancestors (a menu shows only under a granted
 * parent); unchecking revokes the node and its subtree, and leaves the ancestors as they were.
 */
export function toggle(
  tree: TreeModel,
  granted: ReadonlySet<string>,
  name: string,
  checked: boolean,
): Set<string> {
  const node = tree.byName.get(name);
  const next = new Set(granted);
  if (!node) return next;
  if (checked) {
    for (const n of [...subtreeNames(node), ...ancestorNames(tree, name)]) next.add(n);
  } else {
    for (const n of subtreeNames(node)) next.delete(n);
  }
  return next;
}

/** checked: the node and everything under it; unchecked: none of them; otherwise indeterminate. */
export function checkStates(
  tree: TreeModel,
  granted: ReadonlySet<string>,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  const visit = (node: PermissionNode): CheckState => {
    const own = granted.has(node.name);
    const childStates = node.children.map(visit);
    let state: CheckState;
    if (own && childStates.every((s) => s === "checked")) state = "checked";
    else if (!own && childStates.every((s) => s === "unchecked")) state = "unchecked";
    else state = "indeterminate";
    states.set(node.name, state);
    return state;
  };
  tree.roots.forEach(visit);
  return states;
}

/** How many of the tree's permissions are granted (names the tree does not know are not counted). */
export function grantedCount(tree: TreeModel, granted: ReadonlySet<string>): number {
  let n = 0;
  for (const name of tree.byName.keys()) if (granted.has(name)) n++;
  return n;
}

/**
 * The nodes to show for a search (matches on displayName or name, with their ancestors) and the
 * ones to open so every match is in view; null when there is nothing to search for.
 */
export function searchTree(
  tree: TreeModel,
  query: string,
): { visible: Set<string>; expanded: Set<string> } | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const visible = new Set<string>();
  const expanded = new Set<string>();
  for (const node of tree.byName.values()) {
    if (
      !node.displayName.toLowerCase().includes(needle) &&
      !node.name.toLowerCase().includes(needle)
    )
      continue;
    visible.add(node.name);
    for (const a of ancestorNames(tree, node.name)) {
      visible.add(a);
      expanded.add(a);
    }
  }
  return { visible, expanded };
}

/** Names of every node that has children, for "expand all". */
export function branchNames(tree: TreeModel): string[] {
  return [...tree.byName.values()].filter((n) => n.children.length > 0).map((n) => n.name);
}

export const DEFAULT_SCOPE: ScopeSetting = { scope: "All", providerName: null, specifiedIds: [] };

export function scopeSettingsOf(
  dataPermissions: readonly TDataPermissionSetting[],
): Map<string, ScopeSetting> {
  return new Map(
    dataPermissions.map(({ permissionName, scope, providerName, specifiedIds }) => [
      permissionName,
      { scope, providerName: providerName ?? null, specifiedIds: specifiedIds ?? [] },
    ]),
  );
}

/** Specified needs a data source and at least one item. */
export const isIncomplete = (s: ScopeSetting) =>
  s.scope === "Specified" && (!s.providerName || !s.specifiedIds?.length);

/**
 * The GrantPermission body: granted names in tree order, and a data scope for each granted page
 * whose scope is narrower than All (no setting means All).
 */
export function toGrantInput(
  tree: TreeModel,
  roleId: string,
  granted: ReadonlySet<string>,
  scopes: ReadonlyMap<string, ScopeSetting>,
): TGrantPermissionInput {
  const names = [...tree.byName.keys()].filter((n) => granted.has(n));
  const dataPermissions = names.flatMap((permissionName) => {
    const setting = scopes.get(permissionName);
    if (!tree.byName.get(permissionName)?.isPage || !setting || setting.scope === "All") return [];
    return [
      {
        permissionName,
        scope: setting.scope,
        providerName: setting.scope === "Specified" ? setting.providerName : null,
        specifiedIds: setting.scope === "Specified" ? [...(setting.specifiedIds ?? [])] : [],
      },
    ];
  });
  return { roleId, permissionNames: names, dataPermissions };
}
