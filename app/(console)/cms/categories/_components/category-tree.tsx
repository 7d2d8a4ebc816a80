"use client";

import { useTranslations } from "next-intl";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Switch } from "@/components/ui/switch";
import { api } from "@/lib/api/client";
import type { TCmsCategoryNode } from "@/lib/contracts/cms-category";
import { enumMessageKey } from "@/lib/contracts/enum-values";
import { SiblingTree } from "../../_components/sibling-tree";
import { TreeRowActions } from "../../_components/tree-row-actions";

/**
 * The content category tree: code, kind and whether the website shows it, per row add a
 * subcategory, edit, delete (not while it has subcategories) and reorder among siblings.
 */
export function CategoryTree({ tree }: { tree: TCmsCategoryNode[] }) {
  const t = useTranslations("cmsCategories");
  const tAll = useTranslations();
  const canCreate = useCan("Pages.CMS.Category.Create");
  const canShowHide = useCan("Pages.CMS.Category.ShowHide");
  const canSort = useCan("Pages.CMS.Category.Sort");
  const { run } = useMutation();
  const setShown = (node: TCmsCategoryNode, shown: boolean) =>
    run(
      () =>
        shown ? api.CmsCategory.ShowIt({ id: node.id }) : api.CmsCategory.HiddenIt({ id: node.id }),
      { success: t(shown ? "shownToast" : "hiddenToast", { name: node.name }) },
    ).catch(() => undefined);
  return (
    <SiblingTree
      nodes={tree}
      label={t("treeLabel")}
      nameOf={(node) => node.name}
      isMuted={(node) => node.isHidden}
      empty={t("empty")}
      canSort={canSort}
      sort={(parentId, ids) =>
        run(() => api.CmsCategory.UpdateSort({ parentId, ids }), { success: t("orderSaved") })
      }
      cells={(node) => (
        <>
          <code className="text-muted-foreground text-xs">{node.code}</code>
          <Badge variant="outline">{tAll(enumMessageKey("CategoryKind", node.type))}</Badge>
          {node.isNavigation && <Badge variant="secondary">{t("navigationBadge")}</Badge>}
          {canShowHide ? (
            <Switch
              checked={!node.isHidden}
              aria-label={t("shownLabel", { name: node.name })}
              onCheckedChange={(shown) => void setShown(node, shown)}
            />
          ) : (
            node.isHidden && <Badge variant="outline">{t("hiddenBadge")}</Badge>
          )}
        </>
      )}
      actions={(node) => (
        <TreeRowActions
          addChild={
            canCreate && {
              href: `/cms/category-create/${node.id}`,
              label: t("addChild", { name: node.name }),
            }
          }
          name={node.name}
          entity="cmsCategory"
          edit={{ permission: "Pages.CMS.Category.Edit", href: `/cms/category-edit/${node.id}` }}
          remove={{
            permission: "Pages.CMS.Category.Delete",
            run: () => api.CmsCategory.Delete({ id: node.id }),
            blockedBy: { kind: "subcategory", count: node.children.length },
          }}
        />
      )}
    />
  );
}
