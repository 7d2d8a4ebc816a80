// No zod here: the list kit's client code reads these without loading zod (issue 7).

/** Who sees a saved view besides its owner: nobody, the holders of one role, or everyone. */
export const SAVED_VIEW_VISIBILITIES = ["Private", "Role", "Global"] as const;
export type TSavedViewVisibility = (typeof SAVED_VIEW_VISIBILITIES)[number];

/** A list's key: its route pattern ("/productSku/orderManagement", "/ou/roles/edit/{id}"). */
export const LIST_KEY_PATTERN = /^\/[A-Za-z0-9/{}_.-]*$/;
/** A column id as the list kit names columns ("orderCode", "customer.name"). */
export const COLUMN_ID_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** URL parameters a saved view never keeps: the page it was on (number and cursor), and the view link itself. */
export const UNSAVED_QUERY_KEYS = ["page", "view", "after", "before"] as const;

/** Which columns show and in what order; ids not listed keep the list's own order, after these. */
export interface TColumnLayout {
  order: string[];
  hidden: string[];
}
