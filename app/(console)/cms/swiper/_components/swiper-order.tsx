"use client";

import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import type { TSwiperDto } from "@/lib/contracts/cms";
import { cn } from "@/lib/utils";
import type { TAnchorChoice } from "./anchors";
import { SwiperPreview } from "./swiper-preview";
import { moveItem } from "@/components/uploader/uploader-utils";

/**
 * One anchor's swipers in display order: drag one (or use its arrow buttons, from the keyboard)
 * to reorder, saved at once (Swiper/UpdateSort); the chosen one is previewed at the anchor's size.
 */
export function SwiperOrder({ anchor, swipers }: { anchor: TAnchorChoice; swipers: TSwiperDto[] }) {
  const t = useTranslations("swipers");
  const canEdit = useCan("Pages.CMS.Swiper.Edit");
  const { run } = useMutation();
  const [items, setItems] = useState(swipers);
  const [selected, setSelected] = useState(swipers[0]?.id);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // a refresh after saving (or another change) brings the server's order
  const [loaded, setLoaded] = useState(swipers);
  if (loaded !== swipers) {
    setLoaded(swipers);
    setItems(swipers);
  }

  const save = async (next: TSwiperDto[]) => {
    const before = items;
    setItems(next);
    setBusy(true);
    try {
      await run(
        () => api.Swiper.UpdateSort({ cmsAnchorId: anchor.id, ids: next.map((s) => s.id) }),
        {
          success: t("reordered"),
        },
      );
    } catch {
      setItems(before);
    } finally {
      setBusy(false);
    }
  };
  const move = (from: number, to: number) => {
    if (busy || to < 0 || to >= items.length || from === to) return;
    void save(moveItem(items, from, to));
  };
  const shown = items.find((s) => s.id === selected) ?? items[0];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("reorderTitle", { anchor: anchor.displayName })}</h2>
        </CardTitle>
        {canEdit && <CardDescription>{t("reorderHint")}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("empty")}</p>
        ) : (
          <ol className="grid gap-1" aria-label={t("reorderTitle", { anchor: anchor.displayName })}>
            {items.map((s, index) => (
              <li
                key={s.id}
                data-testid="swiper-order-item"
                draggable={canEdit && !busy}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", s.id);
                  setDragIndex(index);
                }}
                onDragOver={(event) => {
                  if (dragIndex === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragIndex !== null) move(dragIndex, index);
                  setDragIndex(null);
                }}
                onDragEnd={() => setDragIndex(null)}
                className={cn(
                  "flex min-h-11 items-center gap-2 rounded-md border px-2",
                  s.id === shown?.id && "border-primary",
                  dragIndex === index && "opacity-50",
                )}
              >
                {canEdit && (
                  <GripVertical
                    className="text-muted-foreground size-4 shrink-0 cursor-grab"
                    aria-label={t("dragHandle", { name: s.displayName })}
                  />
                )}
                <button
                  type="button"
                  className="min-w-0 flex-1 truncate text-left font-medium"
                  aria-pressed={s.id === shown?.id}
                  onClick={() => setSelected(s.id)}
                >
                  <span className="text-muted-foreground mr-2 tabular-nums">{index + 1}.</span>
                  {s.displayName}
                </button>
                {canEdit && (
                  <>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t("moveUp", { name: s.displayName })}
                      disabled={busy || index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t("moveDown", { name: s.displayName })}
                      disabled={busy || index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
        <div className="space-y-2">
          <p className="text-sm font-medium">
            {t("preview")} ·{" "}
            <span className="tabular-nums">
              {anchor.width} × {anchor.height}
            </span>
          </p>
          <SwiperPreview
            name={shown?.displayName ?? anchor.displayName}
            imageUrl={shown?.imageUrl ?? null}
            width={anchor.width}
            height={anchor.height}
          />
        </div>
      </CardContent>
    </Card>
  );
}
