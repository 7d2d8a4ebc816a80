import type { Messages } from "@/lib/i18n/messages";

// The keys (under messageCenter) of the outbox's statuses and channels: the list and the dialog.
type OutboxKey = keyof Messages["messageCenter"];

export const statusKeys = {
  Held: "statusHeld",
  Pending: "statusPending",
  Sent: "statusSent",
  Failed: "statusFailed",
} as const satisfies Record<string, OutboxKey>;
export const channelKeys = { Email: "channelEmail", Sms: "channelSms" } as const satisfies Record<
  string,
  OutboxKey
>;
