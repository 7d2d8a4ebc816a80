"use client";

import { Command } from "cmdk";
import { ArrowRight, FileText, Loader2, Zap } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { abortable, api } from "@/lib/api/client";
import type { MenuItem } from "@/lib/menu";
import { useRegisteredCommandActions } from "./command-actions";
import { useGranted } from "./permissions";
import { useCanOpen } from "./route-context";

// The command palette (issue 14 item 2), loaded on its first opening (command-palette-button.tsx):
// the open screen's actions, the records a search finds (orders, customers, SKUs, users: each
// only when the user may both search it and open its page) and the granted screens by name.

/** Quiet time after a keystroke before the records are searched, in ms. */
const DEBOUNCE_MS = 200;
/** Records shown per kind. */
const PER_KIND = 5;
/** The shortest search the records are looked up for. */
const MIN_SEARCH = 2;

interface Entry {
  /** cmdk's value: unique */
  value: string;
  label: string;
  hint?: string;
  run: () => void;
  /** true: run after the palette has closed (it opens a dialog that takes the focus) */
  afterClose?: boolean;
}

/** Every menu item with a screen, with the names of the sections above it. */
function screensOf(menu: MenuItem[], trail: string[] = []): { item: MenuItem; trail: string[] }[] {
  return menu.flatMap((item) => [
    ...(item.url ? [{ item, trail }] : []),
    ...screensOf(item.children, [...trail, item.label]),
  ]);
}

/** Each word of the search in the text, ignoring case and accents. */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
const matches = (search: string, ...texts: (string | undefined)[]) => {
  const haystack = fold(texts.filter(Boolean).join(" "));
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

type Found = { kind: "orders" | "customers" | "skus" | "users"; entries: Entry[] };
/** A record a search found: what the palette shows and the page that opens it. */
type Hit = { id: string; label: string; hint?: string; href: string };

/** The records matching `search` the user may open, by kind; cancelled with `signal`. */
function useRecordSearch(search: string, canSearch: Record<Found["kind"], boolean>) {
  const te = useTranslations("enums");
  const router = useRouter();
  const canOpen = useCanOpen();
  const [found, setFound] = useState<Found[]>([]);
  const [loading, setLoading] = useState(false);
  const term = search.trim();
  const enabled = term.length >= MIN_SEARCH;
  const [shownTerm, setShownTerm] = useState(term);
  if (!enabled && shownTerm !== term) {
    setShownTerm(term);
    setFound([]);
    setLoading(false);
  }

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    const page = { maxResultCount: PER_KIND };
    const timer = setTimeout(async () => {
      setLoading(true);
      // each kind the user may search: its list's GetAll, each row as what opens it
      const searches: [Found["kind"], () => Promise<Hit[]>][] = [];
      if (canSearch.orders)
        searches.push([
          "orders",
          () =>
            abortable(
              api.OrderMain.GetAll,
              signal,
            )({ ...page, orderCode: term }).then((r) =>
              r.items.map((o) => ({
                id: o.id,
                label: o.orderCode,
                hint: `${o.customerName} · ${te(`OrderStatus.${o.status}`)}`,
                href: `/productSku/orderDetail/${o.id}`,
              })),
            ),
        ]);
      if (canSearch.customers)
        searches.push([
          "customers",
          () =>
            abortable(
              api.Customer.GetAll,
              signal,
            )({ ...page, keyword: term }).then((r) =>
              r.items.map((c) => ({
                id: c.id,
                label: c.enterpriseName || c.realName || c.customerCode,
                hint: [c.customerCode, c.email, te(`CustomerType.${c.customerType}`)]
                  .filter(Boolean)
                  .join(" · "),
                href:
                  c.customerType === "Enterprise"
                    ? `/customer/enterpriseDetail/${c.id}`
                    : c.customerType === "Member"
                      ? `/customer/memberDetail/${c.id}`
                      : `/customer/ordinary?${new URLSearchParams({ keyword: c.customerCode })}`,
              })),
            ),
        ]);
      if (canSearch.skus)
        searches.push([
          "skus",
          () =>
            abortable(
              api.ProductSku.GetAll,
              signal,
            )({ ...page, keyword: term }).then((r) =>
              r.items.map((s) => ({
                id: s.id,
                label: s.number,
                hint: [s.name, s.model].filter(Boolean).join(" · "),
                href: `/productSku/salesManagement/detail/${s.id}`,
              })),
            ),
        ]);
      if (canSearch.users)
        searches.push([
          "users",
          () =>
            abortable(
              api.User.GetAll,
              signal,
            )({ ...page, keyword: term }).then((r) =>
              r.items.map((u) => ({
                id: u.id,
                label: `${u.name} ${u.surname}`.trim() || u.userName,
                hint: [u.userName, u.emailAddress].join(" · "),
                href: `/ou/users/detail/${u.id}`,
              })),
            ),
        ]);
      const results = await Promise.all(
        searches.map(([kind, search]) =>
          search().then(
            (hits): Found => ({
              kind,
              // only records whose page the user may open
              entries: hits
                .filter((h) => canOpen(h.href.split("?")[0]!))
                .map((h) => ({
                  value: `${kind}:${h.id}`,
                  label: h.label,
                  hint: h.hint,
                  run: () => router.push(h.href),
                })),
            }),
            // a kind that fails (refused, offline) is left out: the others still show
            () => null,
          ),
        ),
      );
      if (signal.aborted) return;
      setFound(results.filter((r): r is Found => !!r && r.entries.length > 0));
      setShownTerm(term);
      setLoading(false);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // canSearch is derived from the granted set, stable while the palette is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, enabled]);

  return { found: enabled ? found : [], loading: enabled && (loading || shownTerm !== term) };
}

export default function CommandPalette({
  open,
  onOpenChange,
  menu,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: MenuItem[];
}) {
  const t = useTranslations("commandPalette");
  const router = useRouter();
  const granted = useGranted();
  const canOpen = useCanOpen();
  const registered = useRegisteredCommandActions();
  const [search, setSearch] = useState("");
  const [value, setValue] = useState("");
  const afterClose = useRef<(() => void) | null>(null);

  // each opening starts empty
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSearch("");
  }

  const canSearch = {
    orders: granted.has("Pages.Order.Management") && canOpen("/productSku/orderDetail/x"),
    customers:
      granted.has("Pages.Customer.Enterprise") ||
      granted.has("Pages.Customer.Member") ||
      granted.has("Pages.Customer.Ordinary"),
    skus: canOpen("/productSku/salesManagement/detail/x"),
    users: canOpen("/ou/users/detail/x"),
  };
  const { found, loading } = useRecordSearch(search, canSearch);

  const actions: Entry[] = useMemo(() => {
    return registered
      .filter((a) => matches(search, a.label, ...(a.keywords ?? [])))
      .map((a) => ({ value: `action:${a.id}`, label: a.label, run: a.run, afterClose: true }));
  }, [registered, search]);

  const screens: Entry[] = useMemo(
    () =>
      screensOf(menu)
        .filter(({ item, trail }) => matches(search, item.label, ...trail))
        .map(({ item, trail }) => ({
          value: `screen:${item.name}`,
          label: item.label,
          hint: trail.join(" › ") || undefined,
          run: () => router.push(item.url!),
        })),
    [menu, search, router],
  );

  const groups: { key: string; heading: string; entries: Entry[]; icon: typeof Zap }[] = [
    { key: "actions", heading: t("actions"), entries: actions, icon: Zap },
    ...found.map((f) => ({ key: f.kind, heading: t(f.kind), entries: f.entries, icon: FileText })),
    { key: "screens", heading: t("screens"), entries: screens, icon: ArrowRight },
  ].filter((g) => g.entries.length > 0);
  const all = groups.flatMap((g) => g.entries);

  // the first entry is selected whenever the one selected is gone (a new search, results came)
  const first = all[0]?.value ?? "";
  if (!all.some((e) => e.value === value) && value !== first) setValue(first);

  const choose = (entry: Entry) => {
    afterClose.current = entry.afterClose ? entry.run : null;
    onOpenChange(false);
    if (!entry.afterClose) entry.run();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
        showCloseButton={false}
        onCloseAutoFocus={(e) => {
          const run = afterClose.current;
          afterClose.current = null;
          // the action's dialog or menu takes the focus; else DialogContent gives it back to
          // where it was when the palette opened (a shortcut opens it too: no trigger)
          if (!run) return;
          e.preventDefault();
          run();
        }}
      >
        <DialogTitle className="sr-only">{t("title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("description")}</DialogDescription>
        <Command
          label={t("title")}
          shouldFilter={false}
          value={value}
          onValueChange={setValue}
          loop
          className="flex flex-col"
        >
          <div className="flex items-center gap-2 border-b px-3">
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder={t("placeholder")}
              className="placeholder:text-muted-foreground h-12 flex-1 bg-transparent text-sm outline-none"
            />
            {loading && (
              <Loader2
                className="text-muted-foreground size-4 animate-spin"
                aria-label={t("searching")}
              />
            )}
          </div>
          <Command.List label={t("results")} className="max-h-[60vh] overflow-y-auto p-2">
            {!loading && (
              <Command.Empty className="text-muted-foreground py-6 text-center text-sm">
                {t("nothing")}
              </Command.Empty>
            )}
            {groups.map((group) => (
              <Command.Group
                key={group.key}
                heading={group.heading}
                className="[&_[cmdk-group-heading]]:text-muted-foreground mb-2 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium"
              >
                {group.entries.map((entry) => (
                  <Command.Item
                    key={entry.value}
                    value={entry.value}
                    onSelect={() => choose(entry)}
                    className="group data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm"
                  >
                    <group.icon className="text-muted-foreground size-4 shrink-0" aria-hidden />
                    <span className="truncate font-medium">{entry.label}</span>
                    {entry.hint && (
                      <span className="text-muted-foreground group-data-[selected=true]:text-accent-foreground ml-auto truncate text-xs">
                        {entry.hint}
                      </span>
                    )}
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
