"use client";

import { useTimeZone, useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useCan } from "@/components/shell/permissions";
import { type SaidEntity, useErrorToast, useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TDeletedDto, TPagedResult } from "@/lib/contracts/common";
import type { PermissionName } from "@/lib/permissions";
import { formatDateTime } from "@/lib/format";

// The bin (issue 14): an entity's deleted records, for people holding its Restore permission.

/** How many deleted records the sheet shows (the newest). */
const BIN_SIZE = 50;

/**
 * An entity's bin as the client calls it: its Restore permission and its two methods, e.g.
 * `binOf(api.ProductBrand, "Pages.Commodity.Brand.Restore")`.
 */
export interface Bin {
  permission: PermissionName;
  /** what the list holds, for toasts: a key of `entities.*` ("brand") */
  entity: SaidEntity;
  restore: (id: string) => Promise<unknown>;
  list: (input: {
    skipCount: number;
    maxResultCount: number;
  }) => Promise<TPagedResult<TDeletedDto>>;
}

interface BinService {
  Restore: (input: { id: string }) => Promise<unknown>;
  GetAllDeleted: (input: {
    skipCount: number;
    maxResultCount: number;
  }) => Promise<TPagedResult<TDeletedDto>>;
}

export function binOf(service: BinService, permission: PermissionName, entity: SaidEntity): Bin {
  return {
    permission,
    entity,
    restore: (id) => service.Restore({ id }),
    list: (input) => service.GetAllDeleted(input),
  };
}

/** "Brand "Breezly" restored", in the user's language. */
export function useRestoredSaid(entity: SaidEntity) {
  const t = useTranslations();
  return useCallback(
    (name: string) => t("bin.restored", { entity: t(`entities.${entity}`), name }),
    [entity, t],
  );
}

/** The toolbar's Bin button and its sheet; nothing for someone without the Restore permission. */
export function BinButton({ bin, things }: { bin: Bin; things: string }) {
  const t = useTranslations("bin");
  const can = useCan(bin.permission);
  const [open, setOpen] = useState(false);
  if (!can) return null;
  return (
    <>
      <Button variant="outline" size="sm" className="h-9" onClick={() => setOpen(true)}>
        <Trash2 /> {t("button")}
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-2xl">
          {open && <BinList bin={bin} things={things} />}
        </SheetContent>
      </Sheet>
    </>
  );
}

function BinList({ bin, things }: { bin: Bin; things: string }) {
  const t = useTranslations("bin");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const showError = useErrorToast();
  const restored = useRestoredSaid(bin.entity);
  const { run, pending } = useMutation();
  const [page, setPage] = useState<TPagedResult<TDeletedDto> | null>(null);

  const load = useCallback(
    () => bin.list({ skipCount: 0, maxResultCount: BIN_SIZE }).then(setPage, showError),
    [bin, showError],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const restore = async (row: TDeletedDto) => {
    try {
      await run(() => bin.restore(row.id), { success: restored(row.name) });
    } catch {
      return; // the mutation already said why
    }
    await load();
  };

  return (
    <>
      <div className="space-y-1 border-b p-4 pr-12">
        <SheetTitle>{t("title", { things })}</SheetTitle>
        <SheetDescription>{t("description")}</SheetDescription>
      </div>
      <div className="space-y-3 p-4">
        {!page ? (
          <p className="text-muted-foreground text-sm">{tc("loading")}</p>
        ) : page.items.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="bin-empty">
            {t("empty")}
          </p>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("name")}</TableHead>
                  <TableHead>{t("deletedAt")}</TableHead>
                  <TableHead>{t("deletedBy")}</TableHead>
                  <TableHead className="w-24">
                    <span className="sr-only">{tc("actions")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.items.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="whitespace-normal">{row.name}</TableCell>
                    <TableCell className="tabular-nums">
                      {formatDateTime(row.deletionTime, timeZone)}
                    </TableCell>
                    <TableCell>{row.deleterUserName ?? t("system")}</TableCell>
                    <TableCell>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={pending}
                        aria-label={t("restoreName", { name: row.name })}
                        onClick={() => void restore(row)}
                      >
                        {t("restore")}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {page.totalCount > page.items.length && (
              <p className="text-muted-foreground text-sm">
                {t("more", { shown: page.items.length, total: page.totalCount })}
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
