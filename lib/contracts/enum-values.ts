// No zod here: client code reads enumerations from this module without loading zod (issue 7).
import type { MessageKey } from "@/lib/i18n/messages";

/**
 * Every enumeration of the product, as data (SPEC §3 "Enumerations", the charity reading's
 * enumerations, and the state values of SPEC §4). Shared by the API and the console.
 * Display names live in messages under `enums.<Name>.<Value>`; enum labels under `enums._names`.
 */
export const appEnums = {
  AttachmentHostType: [
    "Temp",
    "CmsContentAttachment",
    "CmsCategory",
    "ProductBrand",
    "Product",
    "ProductSku",
    "Warehousing",
    "Swiper",
    // ours: a CMS navigation item's image (issue 13)
    "CmsNavigation",
    // ours: a donation, other income or expense record's receipts (issue 17)
    "MoneyRecord",
    // ours: a due-diligence record's report files (issue 17)
    "DueDiligence",
  ],
  SpecInputType: ["Enum", "Number", "DataSource", "String"],
  CategoryKind: ["Content", "Article"],
  PaymentMethod: ["CreditCard", "AccountQuota", "ChequePayment"],
  ReceivingMethod: ["LogisticsDelivery", "DoorToDoorSelfDelivery"],
  Platform: ["OP", "PC", "H5"],
  OrderStatusTab: ["All", "UnPaid", "Pending", "Complete"],
  DataPermissionScope: ["All", "Mine", "MyDepartment", "MyDepartmentAndSubs", "Specified"],
  ImportResult: [
    "Inserted",
    "Updated",
    "NotFound",
    "ValidationError",
    "Error",
    "DataConvertFailed",
    "Exist",
  ],
  VerificationCodeKind: [
    "RegisterSms",
    "RegisterEmail",
    "RetrievePasswordSms",
    "RetrievePasswordEmail",
    "ChangePhoneSms",
    "ChangePhoneEmail",
    "ChangeEmailSms",
    "ChangeEmailEmail",
  ],
  ParamInputKind: ["ManualInput", "DropDownOptions"],
  ParamRequirement: ["Recommend", "Needed"],
  PermissionScopeSubject: ["User", "Role"],
  Switch: ["Disable", "Enable"],
  CustomerType: ["Ordinary", "Member", "Enterprise"],
  Sex: ["Men", "Women"],
  OrderStatus: [
    "ToBePaid",
    "Paid",
    "Cancelled",
    "Issued",
    "PaidAndIssued",
    "Received",
    "PaidAndReceived",
  ],
  ShelfStatus: ["NotOnShelf", "OnShelf", "RemovedFromShelf"],
  AccountState: ["Available", "InActive", "NotFound"],
  OutboundStatus: ["ToBeDelivered", "Issued"],
  // why a stock ledger row exists (DESIGN §5 Stock); Adjustment: a count before locations existed
  StockReason: [
    "StockIn",
    "TransferOut",
    "TransferIn",
    "Count",
    "Shipped",
    "Adjustment",
    "Reserved",
    "Released",
  ],
  // an order's timeline entry (issue 11): what was done to it
  OrderAction: [
    "Created",
    "Updated",
    "PaymentConfirmed",
    "MockPaid",
    "ChequePaid",
    "OutStorage",
    "Shipped",
    "Received",
    "Cancelled",
    "AutoCancelled",
  ],
  // where an order line's price came from (DESIGN §5 Prices)
  PriceSource: ["Revised", "Member", "Sale"],
  SettlementStatus: ["ToBeSettled", "Settled"],
  // where a feedback came from: the portal (Submit) or the console (Create)
  FeedbackSource: ["Portal", "Console"],
  UserType: ["Staff", "Customer", "Supplier"],
  // SPEC names audit modes but does not show their values; these two are our choice:
  // Sequential = every node approves in order, AnyOne = one approver of the node suffices.
  AuditMode: ["Sequential", "AnyOne"],
  // Charity reading.
  CharityPaymentMethod: ["Cash", "Transfer"],
  CapitalProperty: ["NonFinite", "Finite"],
  IncomeCategory: ["Interest", "Investment", "Other"],
  Currency: ["RMB"],
  // the organisations a foundation works with, and its due diligence on them (issue 17 item 4)
  OrganizationKind: [
    "SocialOrganization",
    "Foundation",
    "School",
    "Hospital",
    "Company",
    "Government",
    "Other",
  ],
  DueDiligenceConclusion: ["Qualified", "ConditionallyQualified", "Unqualified"],
  RiskLevel: ["Low", "Medium", "High"],
  DueDiligenceState: ["Draft", "Auditing", "Approved"],
  OrganizationApplyState: ["Pending", "Approved", "Rejected"],
} as const;

export type AppEnumName = keyof typeof appEnums;
export type AppEnumValue<N extends AppEnumName> = (typeof appEnums)[N][number];
export const appEnumNames = Object.keys(appEnums) as AppEnumName[];

/** The all-zeros GUID (SPEC §3 "Empty id constant"). */
/** The language-text screen's "Show" filter (GetAllLanguageTextGrid `state`). */
export const LANGUAGE_TEXT_STATES = ["Missing", "Overridden", "Custom"] as const;

export const EMPTY_GUID = "00000000-0000-0000-0000-000000000000";

/** Message key of an enum value's display name, e.g. `enums.OrderStatus.Paid` (enums.test.ts checks each exists). */
export const enumMessageKey = (name: AppEnumName, value: string) =>
  `enums.${name}.${value}` as MessageKey;
/** Message key of an enumeration's own label, e.g. `enums._names.OrderStatus`. */
export const enumNameMessageKey = (name: AppEnumName) => `enums._names.${name}`;
