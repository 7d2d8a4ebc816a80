import "server-only";
import crypto from "node:crypto";
import { cultureOf, defaultLocale, type Locale } from "@/lib/i18n/locales";
import type { MessageKey } from "@/lib/i18n/messages";
import type { Principal } from "@/server/auth/current-user";
import type { Db } from "@/server/db/types";
import type { Translate } from "@/server/i18n";
import { logger } from "@/server/logger";
import type { AuthedCtx } from "./define";

/**
 * Message keys as they are: for work whose messages nobody reads (the seed). Keeps next-intl out
 * of `npm run db:seed`, which runs under the react-server condition where it does not load.
 */
const untranslated: Translate = Object.assign((key: MessageKey) => key, {
  has: (_key: string): _key is MessageKey => false,
});

/**
 * The context a handler gets, for work done on a user's behalf outside an HTTP request: the demo
 * seed posting stock as the administrator, a test calling a server function. `db` is usually a
 * transaction, as the dispatcher gives mutating methods.
 */
export function internalCtx(
  db: Db,
  principal: Principal,
  options: { t?: Translate; locale?: Locale } = {},
): AuthedCtx {
  const requestId = crypto.randomUUID();
  const locale = options.locale ?? defaultLocale;
  return {
    db,
    tenantId: principal.user.tenantId,
    user: principal.user,
    permissions: principal.permissions,
    locale,
    culture: cultureOf(locale),
    t: options.t ?? untranslated,
    requestId,
    log: logger.child({ requestId, internal: true }),
    request: new Request("http://internal.invalid/"),
  };
}
