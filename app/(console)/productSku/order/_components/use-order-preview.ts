"use client";

import { useEffect, useRef, useState } from "react";
import { api, BffError } from "@/lib/api/client";
import type { TOrderPreviewDto } from "@/lib/contracts/order";
import type { TPaymentMethod, TReceivingMethod } from "@/lib/contracts/enums";

/** How long the form must be still before the preview is asked for again. */
const DEBOUNCE_MS = 300;

/** What the preview is asked for: the form as it is (what is still missing is left out). */
export interface PreviewInput {
  customerId: string;
  receivingMethod?: TReceivingMethod | null;
  receivingAddressId?: string | null;
  selfLiftPointId?: string | null;
  paymentMethod?: TPaymentMethod | null;
  lines: { skuId: string; quantity?: number | null }[];
}

/** The request for `input`: only whole quantities of at least 1, only the place the method uses. */
function request(input: PreviewInput) {
  const delivery = input.receivingMethod === "LogisticsDelivery";
  const pickup = input.receivingMethod === "DoorToDoorSelfDelivery";
  return {
    customerId: input.customerId,
    receivingMethod: input.receivingMethod ?? undefined,
    receivingAddressId: delivery ? input.receivingAddressId || null : null,
    selfLiftPointId: pickup ? input.selfLiftPointId || null : null,
    paymentMethod: input.paymentMethod ?? undefined,
    lines: input.lines.flatMap((l) =>
      Number.isInteger(l.quantity) && l.quantity! >= 1
        ? [{ skuId: l.skuId, quantity: l.quantity! }]
        : [],
    ),
  };
}

/**
 * The live price, tax and shipping preview (OrderMain.CalculateSelectItem, the source of truth
 * for prices): asked for 300 ms after the form last changed; an answer to an older question is
 * dropped. `pending` while one is on its way; `error` when the preview could not be made.
 */
export function useOrderPreview(input: PreviewInput) {
  const [preview, setPreview] = useState<TOrderPreviewDto | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const key = JSON.stringify(request(input));

  useEffect(() => {
    const body = JSON.parse(key) as ReturnType<typeof request>;
    const id = ++asked.current;
    setPending(true); // eslint-disable-line react-hooks/set-state-in-effect -- the form changed: the preview is out of date
    const timer = setTimeout(async () => {
      try {
        const result = await api.OrderMain.CalculateSelectItem(body);
        if (id !== asked.current) return;
        setPreview(result);
        setError(null);
      } catch (e) {
        if (id !== asked.current) return;
        setError(e instanceof BffError ? e.details || e.message : String(e));
      } finally {
        if (id === asked.current) setPending(false);
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return { preview, pending, error };
}
