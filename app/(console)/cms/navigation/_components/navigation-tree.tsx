"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { RowActions } from "@/components/data-table/kit";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import type { TCmsNavigationDto, TCmsNavigationNode } from "@/lib/contracts/cms-navigation";
import { SiblingTree } from "../../_components/sibling-tree";

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
        <>
          {canCreate && node.level === 1 && (
            <Button asChild variant="ghost" size="icon" className="size-8">
              <Link
                href={`/cms/navigation-createChild/${node.id}`}
                aria-label={t("addChild", { name: node.name })}
              >
                <Plus />
              </Link>
            </Button>
          )}
          <RowActions
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
        </>
      )}
    />
  );
}
