"use client";

import { deferred, deferredDialogRoot, deferredPart } from "@/components/ui/deferred";

// radix's alert dialog, loaded when first opened (see ./deferred.tsx).
const dialog = deferred(() => import("./impl/alert-dialog"));

export const AlertDialog = deferredDialogRoot(dialog, "AlertDialog");
export const AlertDialogContent = deferredPart(dialog, "AlertDialogContent");
export const AlertDialogHeader = deferredPart(dialog, "AlertDialogHeader");
export const AlertDialogFooter = deferredPart(dialog, "AlertDialogFooter");
export const AlertDialogTitle = deferredPart(dialog, "AlertDialogTitle");
export const AlertDialogDescription = deferredPart(dialog, "AlertDialogDescription");
export const AlertDialogAction = deferredPart(dialog, "AlertDialogAction");
export const AlertDialogCancel = deferredPart(dialog, "AlertDialogCancel");
