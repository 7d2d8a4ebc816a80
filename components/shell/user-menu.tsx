"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Check, Home, KeyRound, LogOut } from "lucide-react";
import { useState } from "react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cultureOf, type Locale, locales } from "@/lib/i18n/locales";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { api } from "@/lib/api/client";
import { signOut } from "@/lib/auth/browser";
import { clearRememberedPaging } from "@/lib/remembered-paging";
import { useHome } from "./route-context";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ChangePasswordDialog = dynamic(
  () => import("./change-password-dialog").then((m) => m.ChangePasswordDialog),
  { ssr: false },
);

const languageNames: Record<Locale, string> = {
  en: "English",
  zh: "中文",
  es: "Español",
  ja: "日本語",
};

/** Stores the choice (cookie, and on the user), then reloads in that language (SPEC §2). */
async function switchLanguage(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  await api.User.ChangeLanguage({ languageName: cultureOf(locale) }).catch(() => {});
  window.location.reload();
}

export function UserMenu({ displayName, userName }: { displayName: string; userName: string }) {
  const t = useTranslations("shell");
  const home = useHome();
  const current = useLocale();
  const [changing, setChanging] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="h-9 gap-2 px-2" aria-label={t("userMenu")}>
            <Avatar className="size-7">
              <AvatarFallback className="bg-sidebar text-sidebar-primary text-xs">
                {displayName.slice(0, 1).toUpperCase()}
              </AvatarFallback>
            </Avatar>
            <span className="hidden text-sm sm:inline" data-testid="current-user">
              {displayName}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="text-muted-foreground font-normal">
            {userName}
          </DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link href={home}>
              <Home /> {t("home")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {locales.map((locale) => (
            <DropdownMenuItem
              key={locale}
              onSelect={() => void switchLanguage(locale)}
              lang={locale}
            >
              <Check className={locale === current ? "opacity-100" : "opacity-0"} />
              {languageNames[locale]}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setChanging(true)}>
            <KeyRound /> {t("changePassword")}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              clearRememberedPaging();
              void signOut().then(() => window.location.replace("/login"));
            }}
          >
            <LogOut /> {t("signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {changing && <ChangePasswordDialog userName={userName} open onOpenChange={setChanging} />}
    </>
  );
}
