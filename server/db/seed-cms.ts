import "server-only";
import { v7 as uuidv7 } from "uuid";
import { fileStore } from "@/server/files/store";
import { attachments, cmsAnchors, cmsCategories, cmsNavigations, swipers } from "./schema";
import { pngImage } from "./seed-images";
import type { Db } from "./types";

const TENANT_ID = 1;

/** Demo anchors, and slides for the home page's banner: a console with something to reorder. */
const ANCHORS = [
  {
    name: "home-banner",
    displayName: "Home page banner",
    number: "A-01",
    width: 1200,
    height: 400,
    slides: [
      { displayName: "Spring sale", colours: [0x0f766e, 0x99f6e4], jumpUrl: "/sale/spring" },
      { displayName: "New arrivals", colours: [0x1d4ed8, 0xbfdbfe], jumpUrl: "/new" },
      { displayName: "Free delivery", colours: [0xb45309, 0xfde68a], jumpUrl: null },
    ],
  },
  {
    name: "sidebar-ad",
    displayName: "Sidebar advert",
    number: "A-02",
    width: 300,
    height: 250,
    slides: [],
  },
];

/** A left-to-right gradient between two colours, 3:1 like the banner (small: a demo). */
function banner([from, to]: number[]) {
  const mix = (shift: number, t: number) =>
    Math.round(((from! >>> shift) & 0xff) * (1 - t) + ((to! >>> shift) & 0xff) * t);
  return pngImage(150, 50, (x) => {
    const t = x / 149;
    return (mix(16, t) << 16) | (mix(8, t) << 8) | mix(0, t);
  });
}

/** A demo content tree: two levels, one child hidden, the first three navigation categories. */
const CATEGORIES = [
  {
    code: "news",
    name: "News",
    type: "Article",
    isNavigation: true,
    children: [
      { code: "company-news", name: "Company news", type: "Article", isNavigation: true },
      { code: "industry-news", name: "Industry news", type: "Article", isNavigation: true },
    ],
  },
  {
    code: "about",
    name: "About us",
    type: "Content",
    isNavigation: true,
    children: [
      { code: "our-story", name: "Our story", type: "Content", isNavigation: true },
      { code: "contact", name: "Contact", type: "Content", isNavigation: true },
    ],
  },
  {
    code: "help",
    name: "Help center",
    type: "Content",
    isNavigation: false,
    children: [
      { code: "shipping", name: "Shipping", type: "Article", isNavigation: false },
      { code: "returns", name: "Returns", type: "Article", isNavigation: false },
      { code: "old-faq", name: "Old FAQ", type: "Article", isNavigation: false, isHidden: true },
    ],
  },
];

/** The website's menu: first-level items, their children, and the categories each leads to. */
const NAVIGATION = [
  { name: "Home", categories: [], children: [] },
  {
    name: "News",
    categories: ["news"],
    children: [
      { name: "Company", categories: ["company-news"] },
      { name: "Industry", categories: ["industry-news"] },
    ],
  },
  {
    name: "About",
    categories: ["about"],
    children: [
      { name: "Our story", categories: ["our-story"] },
      { name: "Contact us", categories: ["contact"] },
    ],
  },
  { name: "Help", categories: ["help", "shipping", "returns"], children: [] },
];

/** Inserts the demo content categories and navigation (no images: they are optional). */
async function seedCategoriesAndNavigation(
  db: Db,
  audit: { tenantId: number; creatorUserId: string },
) {
  const ids = new Map<string, string>();
  for (const [i, root] of CATEGORIES.entries()) {
    const { children, ...fields } = root;
    const id = uuidv7();
    ids.set(root.code, id);
    await db.insert(cmsCategories).values({ ...audit, ...fields, id, displayOrder: i + 1 });
    for (const [j, child] of children.entries()) {
      const childId = uuidv7();
      ids.set(child.code, childId);
      await db.insert(cmsCategories).values({
        ...audit,
        ...child,
        id: childId,
        parentId: id,
        parentCode: root.code,
        displayOrder: j + 1,
        pcPath: `/${root.code}/${child.code}`,
      });
    }
  }
  const categoryIds = (codes: string[]) => codes.map((code) => ids.get(code)!);
  for (const [i, item] of NAVIGATION.entries()) {
    const id = uuidv7();
    await db.insert(cmsNavigations).values({
      ...audit,
      id,
      name: item.name,
      order: i + 1,
      categoryIds: categoryIds(item.categories),
    });
    for (const [j, child] of item.children.entries())
      await db.insert(cmsNavigations).values({
        ...audit,
        parentId: id,
        name: child.name,
        order: j + 1,
        categoryIds: categoryIds(child.categories),
      });
  }
}

/**
 * Inserts the demo anchors and swipers with their images (bytes stored before the rows), the
 * content categories and the navigation.
 */
export async function seedCms(db: Db, options: { creatorUserId: string }) {
  const audit = { tenantId: TENANT_ID, creatorUserId: options.creatorUserId };
  const store = fileStore();
  for (const anchor of ANCHORS) {
    const anchorId = uuidv7();
    const { slides, ...fields } = anchor;
    await db.insert(cmsAnchors).values({ ...audit, ...fields, id: anchorId });
    for (const [i, slide] of slides.entries()) {
      const id = uuidv7();
      const imageId = uuidv7();
      const bytes = banner(slide.colours);
      const storageKey = `${TENANT_ID}/${imageId.slice(0, 8)}/${imageId}`;
      await store.put(storageKey, bytes);
      await db.insert(attachments).values({
        ...audit,
        id: imageId,
        hostType: "Swiper",
        hostId: id,
        fileName: `${fields.name}-${i + 1}.png`,
        contentType: "image/png",
        size: bytes.byteLength,
        storageKey,
        sortOrder: 0,
      });
      await db.insert(swipers).values({
        ...audit,
        id,
        cmsAnchorId: anchorId,
        displayName: slide.displayName,
        imageId,
        jumpUrl: slide.jumpUrl,
        order: i + 1,
      });
    }
  }
  await seedCategoriesAndNavigation(db, audit);
}
