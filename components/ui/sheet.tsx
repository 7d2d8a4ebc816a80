"use client";

import { deferred, deferredDialogRoot, deferredPart } from "@/components/ui/deferred";

// radix's dialog as a side sheet, loaded when first opened (see ./deferred.tsx).
const sheet = deferred(() => import("./impl/sheet"));

export const Sheet = deferredDialogRoot(sheet, "Sheet");
export const SheetContent = deferredPart(sheet, "SheetContent");
export const SheetTitle = deferredPart(sheet, "SheetTitle");
export const SheetDescription = deferredPart(sheet, "SheetDescription");
