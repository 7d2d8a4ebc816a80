"use client";

import { useTranslations } from "next-intl";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { api } from "@/lib/api/client";
import type { TCmsNavigationDto, TCmsNavigationNode } from "@/lib/contracts/cms-navigation";
import { SiblingTree } from "../../_components/sibling-tree";
import { TreeRowActions } from "../../_components/tree-row-actions";

type NavNode = TCmsNavigationDto & { children?: NavNode[] };

/**
 * The website's menu, two levels: per item whether it shows and the categories it leads to; add
 * a child under a first-level item, edit, delete (not while it has children), reorder.
 */
export function NavigationTree({ tree }: { tree: TCmsNavigationNode[] }) {
  const t = useTranslations("cmsNavigation");
  const canCreate = useCan("Pages.CMS.Navigation.Create");
  const canSort = useCan("Pages.CMS.Navigation.Sort");
  const { run } = useMutation();
  return (
    <SiblingTree<NavNode>
      nodes={tree}
      label={t("treeLabel")}
      nameOf={(node) => node.name}
      isMuted={(node) => !node.isShow}
      empty={t("empty")}
      canSort={canSort}
      sort={(parentId, ids) =>
        run(() => api.CmsNavigation.UpdateSort({ parentId, ids }), { success: t("orderSaved") })
      }
      cells={(node) => (
        <>
          {node.categoryNames.length > 0 && (
            <span className="text-muted-foreground max-w-xs truncate text-sm">
              {node.categoryNames.join(", ")}
            </span>
          )}
          <Badge variant={node.isShow ? "secondary" : "outline"}>
            {t(node.isShow ? "shown" : "hidden")}
          </Badge>
        </>
      )}
      actions={(node) => (
        <TreeRowActions
          addChild={
            canCreate &&
            node.level === 1 && {
              href: `/cms/navigation-createChild/${node.id}`,
              label: t("addChild", { name: node.name }),
            }
          }
          name={node.name}
          entity="cmsNavigation"
          edit={{
            permission: "Pages.CMS.Navigation.Edit",
            href:
              node.level === 1
                ? `/cms/navigation-edit/${node.id}`
                : `/cms/navigation-editChild/${node.id}`,
          }}
          remove={{
            permission: "Pages.CMS.Navigation.Delete",
            run: () => api.CmsNavigation.Delete({ id: node.id }),
          }}
        />
      )}
    />
  );
}
