import * as z from "zod";
import { appEnums, type AppEnumName, type AppEnumValue } from "./enum-values";

export * from "./enum-values";

export const ZAttachmentHostType = z.enum(appEnums.AttachmentHostType);
export type TAttachmentHostType = z.infer<typeof ZAttachmentHostType>;
export const ZSpecInputType = z.enum(appEnums.SpecInputType);
export type TSpecInputType = z.infer<typeof ZSpecInputType>;
export const ZCategoryKind = z.enum(appEnums.CategoryKind);
export type TCategoryKind = z.infer<typeof ZCategoryKind>;
export const ZPaymentMethod = z.enum(appEnums.PaymentMethod);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZReceivingMethod = z.enum(appEnums.ReceivingMethod);
export type TReceivingMethod = z.infer<typeof ZReceivingMethod>;
export const ZPlatform = z.enum(appEnums.Platform);
export type TPlatform = z.infer<typeof ZPlatform>;
export const ZOrderStatusTab = z.enum(appEnums.OrderStatusTab);
export type TOrderStatusTab = z.infer<typeof ZOrderStatusTab>;
export const ZDataPermissionScope = z.enum(appEnums.DataPermissionScope);
export type TDataPermissionScope = z.infer<typeof ZDataPermissionScope>;
export const ZImportResult = z.enum(appEnums.ImportResult);
export type TImportResult = z.infer<typeof ZImportResult>;
export const ZVerificationCodeKind = z.enum(appEnums.VerificationCodeKind);
export type TVerificationCodeKind = z.infer<typeof ZVerificationCodeKind>;
export const ZParamInputKind = z.enum(appEnums.ParamInputKind);
export type TParamInputKind = z.infer<typeof ZParamInputKind>;
export const ZParamRequirement = z.enum(appEnums.ParamRequirement);
export type TParamRequirement = z.infer<typeof ZParamRequirement>;
export const ZPermissionScopeSubject = z.enum(appEnums.PermissionScopeSubject);
export type TPermissionScopeSubject = z.infer<typeof ZPermissionScopeSubject>;
export const ZSwitch = z.enum(appEnums.Switch);
export type TSwitch = z.infer<typeof ZSwitch>;
export const ZCustomerType = z.enum(appEnums.CustomerType);
export type TCustomerType = z.infer<typeof ZCustomerType>;
export const ZSex = z.enum(appEnums.Sex);
export type TSex = z.infer<typeof ZSex>;
export const ZOrderStatus = z.enum(appEnums.OrderStatus);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;
export const ZShelfStatus = z.enum(appEnums.ShelfStatus);
export type TShelfStatus = z.infer<typeof ZShelfStatus>;
export const ZAccountState = z.enum(appEnums.AccountState);
export type TAccountState = z.infer<typeof ZAccountState>;
export const ZOutboundStatus = z.enum(appEnums.OutboundStatus);
export type TOutboundStatus = z.infer<typeof ZOutboundStatus>;
export const ZStockReason = z.enum(appEnums.StockReason);
export type TStockReason = z.infer<typeof ZStockReason>;
export const ZSettlementStatus = z.enum(appEnums.SettlementStatus);
export type TSettlementStatus = z.infer<typeof ZSettlementStatus>;
export const ZUserType = z.enum(appEnums.UserType);
export type TUserType = z.infer<typeof ZUserType>;
export const ZAuditMode = z.enum(appEnums.AuditMode);
export type TAuditMode = z.infer<typeof ZAuditMode>;
export const ZCharityPaymentMethod = z.enum(appEnums.CharityPaymentMethod);
export type TCharityPaymentMethod = z.infer<typeof ZCharityPaymentMethod>;
export const ZCapitalProperty = z.enum(appEnums.CapitalProperty);
export type TCapitalProperty = z.infer<typeof ZCapitalProperty>;
export const ZIncomeCategory = z.enum(appEnums.IncomeCategory);
export type TIncomeCategory = z.infer<typeof ZIncomeCategory>;
export const ZOrderAction = z.enum(appEnums.OrderAction);
export type TOrderAction = z.infer<typeof ZOrderAction>;
export const ZPriceSource = z.enum(appEnums.PriceSource);
export type TPriceSource = z.infer<typeof ZPriceSource>;
export const ZCurrency = z.enum(appEnums.Currency);
export type TCurrency = z.infer<typeof ZCurrency>;
export const ZFeedbackSource = z.enum(appEnums.FeedbackSource);
export type TFeedbackSource = z.infer<typeof ZFeedbackSource>;
export const ZOrganizationKind = z.enum(appEnums.OrganizationKind, {
  error: "validation.required",
});
export type TOrganizationKind = z.infer<typeof ZOrganizationKind>;
export const ZDueDiligenceConclusion = z.enum(appEnums.DueDiligenceConclusion, {
  error: "validation.required",
});
export type TDueDiligenceConclusion = z.infer<typeof ZDueDiligenceConclusion>;
export const ZRiskLevel = z.enum(appEnums.RiskLevel, { error: "validation.required" });
export type TRiskLevel = z.infer<typeof ZRiskLevel>;
export const ZDueDiligenceState = z.enum(appEnums.DueDiligenceState);
export type TDueDiligenceState = z.infer<typeof ZDueDiligenceState>;
export const ZOrganizationApplyState = z.enum(appEnums.OrganizationApplyState);
export type TOrganizationApplyState = z.infer<typeof ZOrganizationApplyState>;

/** Every zod enum by name; `satisfies` makes the compiler flag a missing or extra one. */
export const appEnumSchemas = {
  AttachmentHostType: ZAttachmentHostType,
  SpecInputType: ZSpecInputType,
  CategoryKind: ZCategoryKind,
  PaymentMethod: ZPaymentMethod,
  ReceivingMethod: ZReceivingMethod,
  Platform: ZPlatform,
  OrderStatusTab: ZOrderStatusTab,
  DataPermissionScope: ZDataPermissionScope,
  ImportResult: ZImportResult,
  VerificationCodeKind: ZVerificationCodeKind,
  ParamInputKind: ZParamInputKind,
  ParamRequirement: ZParamRequirement,
  PermissionScopeSubject: ZPermissionScopeSubject,
  Switch: ZSwitch,
  CustomerType: ZCustomerType,
  Sex: ZSex,
  OrderStatus: ZOrderStatus,
  ShelfStatus: ZShelfStatus,
  AccountState: ZAccountState,
  OutboundStatus: ZOutboundStatus,
  StockReason: ZStockReason,
  SettlementStatus: ZSettlementStatus,
  UserType: ZUserType,
  AuditMode: ZAuditMode,
  CharityPaymentMethod: ZCharityPaymentMethod,
  CapitalProperty: ZCapitalProperty,
  IncomeCategory: ZIncomeCategory,
  Currency: ZCurrency,
  FeedbackSource: ZFeedbackSource,
  OrderAction: ZOrderAction,
  PriceSource: ZPriceSource,
  OrganizationKind: ZOrganizationKind,
  DueDiligenceConclusion: ZDueDiligenceConclusion,
  RiskLevel: ZRiskLevel,
  DueDiligenceState: ZDueDiligenceState,
  OrganizationApplyState: ZOrganizationApplyState,
} satisfies { [N in AppEnumName]: z.ZodEnum<{ [V in AppEnumValue<N>]: V }> };
