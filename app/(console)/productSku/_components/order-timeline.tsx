import { useTranslations } from "next-intl";
import type { TOrderDto } from "@/lib/contracts/order";
import { formatDateTime } from "@/lib/format";

/**
 * What happened to the order, oldest first: the step, the status it moved between, who did it
 * (or "System" for the unpaid-order job) and when, and its remark (a reason, a payment remark,
 * the outbound record, the carrier and number).
 */
export function OrderTimeline({
  events,
  timeZone,
}: {
  events: TOrderDto["events"];
  timeZone: string;
}) {
  const t = useTranslations("orders.detail");
  const te = useTranslations("enums");
  return (
    <ol className="relative space-y-5 border-l pl-6" aria-label={t("timeline")}>
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span
            className="bg-primary ring-background absolute top-1.5 -left-[1.72rem] size-2.5 rounded-full ring-4"
            aria-hidden
          />
          <p className="font-medium">{te(`OrderAction.${e.action}`)}</p>
          <p className="text-muted-foreground text-sm">
            {e.fromStatus && e.fromStatus !== e.toStatus
              ? t("statusChange", {
                  from: te(`OrderStatus.${e.fromStatus}`),
                  to: te(`OrderStatus.${e.toStatus}`),
                })
              : te(`OrderStatus.${e.toStatus}`)}
          </p>
          <p className="text-muted-foreground text-sm">
            {t("byWhen", {
              who: e.creatorName ?? t("system"),
              when: formatDateTime(e.creationTime, timeZone),
            })}
          </p>
          {e.remark && <p className="mt-1 text-sm whitespace-pre-line">{e.remark}</p>}
        </li>
      ))}
    </ol>
  );
}
