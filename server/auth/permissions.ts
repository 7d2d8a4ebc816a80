import "server-only";
import { type PermissionNode, permissionTree } from "./permission-tree";

export interface FlatPermission {
  name: string;
  displayName: string;
  parentName: string | null;
  level: number;
  properties: PermissionNode["properties"];
}

function flatten(
  nodes: PermissionNode[],
  parentName: string | null,
  level: number,
): FlatPermission[] {
  return nodes.flatMap((node) => [
    {
      name: node.name,
      displayName: node.displayName,
      parentName,
      level,
      properties: node.properties,
    },
    ...flatten(node.children ?? [], node.name, level + 1),
  ]);
}

/** Every permission of the tree, parents before children. */
export const allPermissions: readonly FlatPermission[] = flatten(permissionTree, null, 0);
export const allPermissionNames: readonly string[] = allPermissions.map((p) => p.name);
const known = new Set(allPermissionNames);

export const isKnownPermission = (name: string) => known.has(name);

/** Names under (and including) a prefix, e.g. "Pages.Warehouse". */
export const permissionsUnder = (prefix: string) =>
  allPermissionNames.filter((n) => n === prefix || n.startsWith(`${prefix}.`));
