import "server-only";
import { serverApi } from "@/lib/api/server";

/** Every anchor, by display name, as choices (the filter, the form's anchor). */
export async function anchorChoices() {
  const { items } = await serverApi.CmsAnchor.GetAll({
    maxResultCount: 1000,
    sorting: "displayName asc",
  });
  return items.map((a) => ({
    id: a.id,
    displayName: a.displayName,
    width: a.width,
    height: a.height,
  }));
}
export type TAnchorChoice = Awaited<ReturnType<typeof anchorChoices>>[number];
