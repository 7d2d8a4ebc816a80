import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  auditColumns,
  idColumn,
  money,
  softDeleteColumns,
  tenantColumn,
  timestampColumn,
} from "./columns";

// --- locations (SPEC §3 Location entities): country → province → city → area → town ----------

export const countries = pgTable(
  "countries",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    countryName: text("country_name").notNull(),
    shortName: text("short_name"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("countries_name_uq")
      .on(t.tenantId, sql`lower(${t.countryName})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const provinces = pgTable(
  "provinces",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    provinceName: text("province_name").notNull(),
    shortName: text("short_name"),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("provinces_name_uq")
      .on(t.tenantId, t.countryId, sql`lower(${t.provinceName})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const cities = pgTable(
  "cities",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    cityName: text("city_name").notNull(),
    shortCode: text("short_code"),
    provinceId: uuid("province_id")
      .notNull()
      .references(() => provinces.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("cities_name_uq")
      .on(t.tenantId, t.provinceId, sql`lower(${t.cityName})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const areas = pgTable(
  "areas",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    areaName: text("area_name").notNull(),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("areas_name_uq")
      .on(t.tenantId, t.cityId, sql`lower(${t.areaName})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const towns = pgTable(
  "towns",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    townName: text("town_name").notNull(),
    areaId: uuid("area_id")
      .notNull()
      .references(() => areas.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("towns_name_uq")
      .on(t.tenantId, t.areaId, sql`lower(${t.townName})`)
      .where(sql`${t.isDeleted} = false`),
    index("towns_name_trgm_idx").using("gin", sql`lower(${t.townName}) gin_trgm_ops`),
  ],
);

// --- customers (SPEC §3 Customers, DESIGN §5 Customers) --------------------------------------

/** Generated customer codes: C0000001, C0000002, … (one sequence; codes stay unique per tenant). */
export const customerCodeSequence = pgSequence("customer_code_seq", { startWith: 1 });

/**
 * The text the customer list's keyword searches, lower-cased: the index above and the query use
 * this one expression, so PostgreSQL can answer `like '%…%'` from the trigram index.
 */
export const customerKeywordSql = sql.raw(
  `lower(coalesce(customer_code,'') || ' ' || coalesce(real_name,'') || ' ' || coalesce(enterprise_name,'') || ' ' || coalesce(enterprise_call,'') || ' ' || coalesce(mobile_phone,'') || ' ' || coalesce(email,''))`,
);

export const customers = pgTable(
  "customers",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** Ordinary, Member or Enterprise */
    customerType: text("customer_type").notNull(),
    /** unique per tenant (ignoring case); generated when not given */
    customerCode: text("customer_code").notNull(),
    enterpriseName: text("enterprise_name"),
    enterpriseCall: text("enterprise_call"),
    /** the contact's (or the person's) name */
    realName: text("real_name").notNull(),
    sex: text("sex"),
    mobilePhone: text("mobile_phone"),
    email: text("email"),
    isActive: boolean("is_active").notNull().default(true),
    /** when the customer first became a member */
    membershipTime: date("membership_time", { mode: "string" }),
    /** membership is in force while memberValidity ≥ today (DESIGN §5) */
    memberValidity: date("member_validity", { mode: "string" }),
    /** enterprise credit line and what orders have used of it */
    accountQuota: money("account_quota").notNull().default("0"),
    usedQuota: money("used_quota").notNull().default("0"),
    /** a value key of the Industry data dictionary (older records: free text) */
    industry: text("industry"),
    invoiceHeader: text("invoice_header"),
    /** the portal user who signs in as this customer (Account.Register), if any */
    userId: uuid("user_id"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("customers_code_uq")
      .on(t.tenantId, sql`lower(${t.customerCode})`)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex("customers_user_uq")
      .on(t.userId)
      .where(sql`${t.isDeleted} = false and ${t.userId} is not null`),
    index("customers_type_time_idx").on(t.tenantId, t.customerType, t.creationTime),
    index("customers_validity_idx").on(t.tenantId, t.memberValidity),
    // the list's sorts (issue 16; the code's is the unique index above)
    index("customers_name_sort_idx").on(t.tenantId, sql`lower(${t.realName})`),
    index("customers_enterprise_sort_idx").on(t.tenantId, sql`lower(${t.enterpriseName})`),
    index("customers_quota_idx").on(t.tenantId, t.accountQuota),
    index("customers_time_idx").on(t.tenantId, t.creationTime),
    // the enterprise list's industry filter; a dictionary value's in-use check
    index("customers_industry_idx").on(t.tenantId, t.industry),
    // The list's keyword (code, names, phone, e-mail): one trigram index over one expression,
    // which the query repeats exactly (customerKeywordText).
    index("customers_keyword_trgm_idx").using("gin", sql`${customerKeywordSql} gin_trgm_ops`),
  ],
);

/** Every change of an enterprise's account quota (SetEnterpriseAccountQuota). */
export const customerQuotaHistory = pgTable(
  "customer_quota_history",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    previousQuota: money("previous_quota").notNull(),
    newQuota: money("new_quota").notNull(),
    remark: text("remark"),
    ...auditColumns(),
  },
  (t) => [index("customer_quota_history_customer_idx").on(t.customerId, t.creationTime)],
);

/** The columns both kinds of customer address share. */
const addressColumns = () => ({
  id: idColumn(),
  tenantId: tenantColumn(),
  customerId: uuid("customer_id")
    .notNull()
    .references(() => customers.id),
  contactName: text("contact_name").notNull(),
  phone: text("phone").notNull(),
  countryId: uuid("country_id").references(() => countries.id),
  provinceId: uuid("province_id").references(() => provinces.id),
  cityId: uuid("city_id").references(() => cities.id),
  areaId: uuid("area_id").references(() => areas.id),
  detailAddress: text("detail_address").notNull(),
  postalCode: text("postal_code"),
  ...auditColumns(),
  ...softDeleteColumns(),
});

export const customerBillAddresses = pgTable(
  "customer_bill_addresses",
  {
    ...addressColumns(),
    /** the invoice's company name and tax number */
    invoiceHeader: text("invoice_header"),
    taxNumber: text("tax_number"),
  },
  (t) => [index("customer_bill_addresses_customer_idx").on(t.customerId)],
);

export const customerReceivingAddresses = pgTable(
  "customer_receiving_addresses",
  { ...addressColumns(), isDefault: boolean("is_default").notNull().default(false) },
  (t) => [
    index("customer_receiving_addresses_customer_idx").on(t.customerId),
    // at most one default per customer; SetDefault keeps exactly one
    uniqueIndex("customer_receiving_addresses_default_uq")
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.isDeleted} = false`),
  ],
);

// --- verification codes and the message outbox (SPEC §3, DESIGN §5 Messages) ------------------

/** One code sent to one address (a phone number or an e-mail, lower-cased) for one purpose. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** VerificationCodeKind, e.g. RegisterEmail */
    kind: text("kind").notNull(),
    target: text("target").notNull(),
    /** HMAC of the code: the database never holds a usable code */
    codeHash: text("code_hash").notNull(),
    expiresAt: timestampColumn("expires_at").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    /** set when the code was used, or spent by too many wrong tries */
    consumedAt: timestampColumn("consumed_at"),
    clientIpAddress: text("client_ip_address"),
    creationTime: timestampColumn("creation_time").notNull().defaultNow(),
  },
  (t) => [index("verification_codes_target_idx").on(t.tenantId, t.target, t.kind, t.creationTime)],
);

/** Every e-mail and SMS the system sends: sent by SMTP when configured, else read by staff. */
export const messageOutbox = pgTable(
  "message_outbox",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** Email or Sms */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** Pending, Sent, Failed or Held (no transport configured: staff read it in the console) */
    status: text("status").notNull().default("Pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentTime: timestampColumn("sent_time"),
    creationTime: timestampColumn("creation_time").notNull().defaultNow(),
  },
  (t) => [index("message_outbox_time_idx").on(t.tenantId, t.creationTime)],
);
