// The tenant settings' values without zod, for the pages that show them (first-load weight).

/** The SMS gateways a tenant may use (issue 17 item 7). */
export const smsProviders = ["Webhook"] as const;

/** Each provider's name (a message key). */
export const smsProviderLabels = { Webhook: "tenantSettings.providerWebhook" } as const;
