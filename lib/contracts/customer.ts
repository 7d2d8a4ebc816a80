import { SIGNED_IN } from "@/lib/permissions";
import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import {
  ZAuditedDto,
  ZDateTime,
  ZEmailAddress,
  ZListResult,
  ZPagedSortedInput,
  ZPhone,
  zOptionalText,
  zRequired,
} from "./common";
import { ZCustomerType, ZSex } from "./enums";

// SPEC §3 Customers, §5 Customer, §7 Customer and customer addresses; DESIGN §5 Customers.

/**
 * Money in, as a decimal with at most 2 places (SPEC §9); it travels as a string or a number.
 * At most 13 integer digits: every amount stays exact in a JavaScript number.
 */
export const ZMoneyInput = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, "validation.money"));
/** Money out: a decimal string with 2 places ("1200.00"). */
const ZMoney = z.string();
const ZDate = z.iso.date();

/** A customer code: letters, digits, dot, dash, underscore (generated when left out). */
const ZCustomerCode = z
  .string()
  .trim()
  .max(32, "validation.tooLong")
  .regex(/^[A-Za-z0-9._-]*$/, "validation.customerCode")
  .nullish();

const ZPersonFields = z.object({
  /** given only by a holder of …EditCode; generated otherwise */
  customerCode: ZCustomerCode,
  /** the contact's name (an ordinary customer's own) */
  realName: zRequired(64),
  sex: ZSex,
  mobilePhone: ZPhone,
  email: ZEmailAddress,
  isActive: z.boolean().default(true),
});

/** SPEC §5: enterprise name and call, contact, gender, phone, e-mail, quota and industry required. */
export const ZCreateEnterpriseInput = ZPersonFields.extend({
  enterpriseName: zRequired(128),
  enterpriseCall: zRequired(64),
  accountQuota: ZMoneyInput,
  /** a value key of the Industry data dictionary (INDUSTRY_KEY), checked on the server */
  industry: zRequired(64),
  invoiceHeader: zOptionalText(128),
});
export const ZCreateOrdinaryInput = ZPersonFields.extend({
  invoiceHeader: zOptionalText(128),
});
/** One Update for every type: the fields of the customer's own type are checked on the server. */
export const ZUpdateCustomerInput = ZPersonFields.extend({
  id: z.uuid(),
  enterpriseName: zOptionalText(128),
  enterpriseCall: zOptionalText(64),
  industry: zOptionalText(64),
  invoiceHeader: zOptionalText(128),
});

export const ZCustomerDto = ZAuditedDto.extend({
  id: z.uuid(),
  customerType: ZCustomerType,
  customerCode: z.string(),
  enterpriseName: z.string().nullable(),
  enterpriseCall: z.string().nullable(),
  realName: z.string(),
  sex: ZSex.nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  /** SPEC §3 spells it so: the day the customer first became a member */
  membershipTme: ZDate.nullable(),
  memberValidity: ZDate.nullable(),
  /** membership in force: memberValidity ≥ today (DESIGN §5) */
  isMembershipEffective: z.boolean(),
  accountQuota: ZMoney,
  usedQuota: ZMoney,
  remainingQuota: ZMoney,
  /** the Industry dictionary value's key (older records: free text) */
  industry: z.string().nullable(),
  /** the industry's display name in the dictionary, or the stored text when it has none */
  industryName: z.string().nullable(),
  invoiceHeader: z.string().nullable(),
  /** the portal user who signs in as this customer, if any */
  userId: z.uuid().nullable(),
});
export type TCustomerDto = z.infer<typeof ZCustomerDto>;

export const customerSortFields = [
  "customerCode",
  "realName",
  "enterpriseName",
  "memberValidity",
  "accountQuota",
  "creationTime",
] as const;

/** ExpiringSoon: in force, its last day within the next 30 days (today included; the dashboard's card) */
export const ZMembershipFilter = z.enum(["Effective", "Expired", "ExpiringSoon"]);

export const ZGetCustomersInput = ZPagedSortedInput(customerSortFields).extend({
  customerType: ZCustomerType.optional(),
  /** over code, names, phone and e-mail */
  keyword: z.string().trim().max(100).optional(),
  /** SPEC §3's name for the enterprise filter: over enterprise name and call */
  enterpriseNameOrCall: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
  membership: ZMembershipFilter.optional(),
  /** an Industry value key, exactly */
  industry: z.string().trim().max(64).optional(),
});

export const ZSetQuotaInput = z.object({
  id: z.uuid(),
  accountQuota: ZMoneyInput,
  remark: zOptionalText(200),
});

export const ZQuotaHistoryDto = z.object({
  id: z.uuid(),
  previousQuota: ZMoney,
  newQuota: ZMoney,
  remark: z.string().nullable(),
  creationTime: ZDateTime,
  creatorUserName: z.string().nullable(),
});

/** What a signed-in customer may change of its own record. */
export const ZUpdateCurrentInfoInput = z.object({
  realName: zRequired(64),
  sex: ZSex,
  enterpriseName: zOptionalText(128),
  enterpriseCall: zOptionalText(64),
  industry: zOptionalText(64),
  invoiceHeader: zOptionalText(128),
});

const readCustomers = [
  "Pages.Customer.Enterprise",
  "Pages.Customer.Ordinary",
  "Pages.Customer.Member",
] as const;
const editCustomers = [
  "Pages.Customer.Enterprise.Edit",
  "Pages.Customer.Ordinary.Edit",
  "Pages.Customer.Member.Edit",
] as const;

// CRUD /api/services/app/Customer/* — enterprise, ordinary and member customers. A caller sees
// and changes only the types whose page it holds (Update and Delete: that type's Edit/Delete).
export const Customer = crudContract(
  "Customer",
  {
    create: ZCreateEnterpriseInput,
    update: ZUpdateCustomerInput,
    list: ZGetCustomersInput,
    dto: ZCustomerDto,
    permissions: {
      read: readCustomers,
      create: "Pages.Customer.Enterprise.Create",
      update: editCustomers,
      delete: [
        "Pages.Customer.Enterprise.Delete",
        "Pages.Customer.Ordinary.Delete",
        "Pages.Customer.Member.Delete",
      ],
    },
  },
  {
    // POST /api/services/app/Customer/CreateOrdinary — an ordinary (person) customer
    CreateOrdinary: op({
      verb: "POST",
      permission: "Pages.Customer.Ordinary.Create",
      summary: "Create an ordinary customer",
      input: ZCreateOrdinaryInput,
      output: ZCustomerDto,
    }),
    // POST /api/services/app/Customer/SetEnterpriseAccountQuota — a history row each time
    SetEnterpriseAccountQuota: op({
      verb: "POST",
      permission: "Pages.Customer.Enterprise.SetQuota",
      summary: "Set an enterprise customer's account quota (kept in its history)",
      input: ZSetQuotaInput,
      output: ZCustomerDto,
    }),
    // GET /api/services/app/Customer/GetQuotaHistory — the quota's changes, newest first
    GetQuotaHistory: op({
      verb: "GET",
      permission: "Pages.Customer.Enterprise",
      summary: "An enterprise customer's quota history, newest first",
      input: z.object({ id: z.uuid() }),
      output: ZListResult(ZQuotaHistoryDto),
    }),
    // GET /api/services/app/Customer/GetCurrentInfo — the signed-in customer's own record
    GetCurrentInfo: op({
      verb: "GET",
      permission: "@customer",
      summary: "The signed-in customer's own record",
      input: z.object({}),
      output: ZCustomerDto,
    }),
    // PUT /api/services/app/Customer/UpdateCurrentInfo — the signed-in customer changes its own record
    UpdateCurrentInfo: op({
      verb: "PUT",
      permission: "@customer",
      summary: "The signed-in customer updates its own record",
      input: ZUpdateCurrentInfoInput,
      output: ZCustomerDto,
    }),
  },
);

// --- addresses ----------------------------------------------------------------------------

const ZAddressFields = z.object({
  /** a customer caller may leave it out (its own); staff name the customer */
  customerId: z.uuid().optional(),
  contactName: zRequired(64),
  phone: ZPhone,
  countryId: z.uuid().nullish(),
  provinceId: z.uuid().nullish(),
  cityId: z.uuid().nullish(),
  areaId: z.uuid().nullish(),
  detailAddress: zRequired(256),
  postalCode: zOptionalText(16),
});

const ZAddressDto = ZAuditedDto.extend({
  id: z.uuid(),
  customerId: z.uuid(),
  contactName: z.string(),
  phone: z.string(),
  countryId: z.uuid().nullable(),
  provinceId: z.uuid().nullable(),
  cityId: z.uuid().nullable(),
  areaId: z.uuid().nullable(),
  detailAddress: z.string(),
  postalCode: z.string().nullable(),
  /** "Quebec, Montreal, …": the region names joined, for lists */
  regionText: z.string(),
});

export const addressSortFields = ["creationTime"] as const;
const ZGetAddressesInput = ZPagedSortedInput(addressSortFields).extend({
  customerId: z.uuid().optional(),
});

/** Staff with a customer page (read) or its Edit (write), or a customer for its own addresses. */
const addressPermissions = {
  read: ["@customer", ...readCustomers],
  create: ["@customer", ...editCustomers],
  update: ["@customer", ...editCustomers],
  delete: ["@customer", ...editCustomers],
} as const;

const ZBillAddressFields = ZAddressFields.extend({
  invoiceHeader: zOptionalText(128),
  taxNumber: zOptionalText(32),
});
export const ZBillAddressDto = ZAddressDto.extend({
  invoiceHeader: z.string().nullable(),
  taxNumber: z.string().nullable(),
});
export type TBillAddressDto = z.infer<typeof ZBillAddressDto>;

// CRUD /api/services/app/CustomerBillAddressMapping/* — a customer's invoice addresses
export const CustomerBillAddressMapping = crudContract("CustomerBillAddressMapping", {
  create: ZBillAddressFields,
  update: ZBillAddressFields.extend({ id: z.uuid() }),
  list: ZGetAddressesInput,
  dto: ZBillAddressDto,
  permissions: addressPermissions,
});

const ZReceivingAddressFields = ZAddressFields.extend({ isDefault: z.boolean().default(false) });
export const ZReceivingAddressDto = ZAddressDto.extend({ isDefault: z.boolean() });
export type TReceivingAddressDto = z.infer<typeof ZReceivingAddressDto>;

// CRUD /api/services/app/CustomerReceivingAddressMapping/* — delivery addresses, one default,
// at most GetMaxCountByEachCustomer of them
export const CustomerReceivingAddressMapping = crudContract(
  "CustomerReceivingAddressMapping",
  {
    create: ZReceivingAddressFields,
    update: ZReceivingAddressFields.extend({ id: z.uuid() }),
    list: ZGetAddressesInput,
    dto: ZReceivingAddressDto,
    permissions: addressPermissions,
  },
  {
    // POST …/SetDefault — this address becomes its customer's only default
    SetDefault: op({
      verb: "POST",
      permission: addressPermissions.update,
      summary: "Make a receiving address its customer's default (the only one)",
      input: z.object({ id: z.uuid() }),
      output: ZReceivingAddressDto,
    }),
    // GET …/GetMaxCountByEachCustomer — the most receiving addresses a customer may keep
    GetMaxCountByEachCustomer: op({
      verb: "GET",
      permission: SIGNED_IN,
      summary: "The most receiving addresses one customer may keep (a setting)",
      input: z.object({}),
      output: z.number().int(),
    }),
  },
);
