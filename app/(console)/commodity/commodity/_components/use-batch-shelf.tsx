"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "@/components/toast";
import { useErrorToast } from "@/components/shell/use-mutation";
import { batchShelf } from "./sku-api";

/** Skip reasons listed in the toast; the rest are counted. */
const SHOWN_REASONS = 5;

/**
 * Bulk shelf actions on products: every SKU of the selected products goes on (or off) the shelf.
 * The toast says how many changed and why the others did not; the page then refreshes.
 */
export function useBatchShelf() {
  const t = useTranslations("products.bulk");
  const router = useRouter();
  const showError = useErrorToast();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (kind: "on" | "off", productIds: string[]) => {
      setPending(true);
      try {
        const result = await batchShelf(kind, productIds);
        if (result.total === 0) {
          toast.error(t("noSkus"), { duration: 5000 });
          return false;
        }
        const { skipped } = result;
        toast.success(
          t(kind === "on" ? "onShelfDone" : "offShelfDone", { count: result.succeeded.length }),
          {
            duration: skipped.length ? 10_000 : undefined,
            description: skipped.length ? (
              <div className="space-y-1">
                <p>{t("skipped", { count: skipped.length })}</p>
                <ul className="list-disc pl-4">
                  {skipped.slice(0, SHOWN_REASONS).map((s) => (
                    <li key={s.id}>{s.message}</li>
                  ))}
                </ul>
                {skipped.length > SHOWN_REASONS && (
                  <p>{t("moreSkipped", { count: skipped.length - SHOWN_REASONS })}</p>
                )}
              </div>
            ) : undefined,
          },
        );
        router.refresh();
        return true;
      } catch (error) {
        showError(error);
        return false;
      } finally {
        setPending(false);
      }
    },
    [router, showError, t],
  );
  return { run, pending };
}
