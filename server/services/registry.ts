import "server-only";
import type { MethodDef, ServiceDef } from "@/server/http/define";
import { accountService } from "./account";
import { attachmentService } from "./attachment";
import { auditLogService } from "./system/audit-log";
import { catalogueServices } from "./catalogue";
import { cmsAnchorService } from "./cms/anchor";
import { swiperService } from "./cms/swiper";
import { cmsCategoryService } from "./cms/category";
import { cmsNavigationService } from "./cms/navigation";
import { customerServices } from "./customer";
import { dashboardService } from "./dashboard";
import { enumService } from "./enum";
import { feedbackReplyService, feedbackService } from "./cms/feedback";
import { memberPaymentService } from "./finance/member-payment";
import { salesStatisticService } from "./finance/sales-statistic";
import { languageService } from "./language";
import { locationServices } from "./location";
import { permissionService, scopeDataSourceService } from "./permission";
import { messageOutboxService } from "./portal/outbox";
import { orderMainService } from "./order";
import { roleService } from "./role";
import { savedViewService } from "./saved-view";
import { supplierService } from "./purchase/supplier";
import { supplierSaleMainService } from "./purchase/supplier-sale";
import { supplierSaleDetailService } from "./purchase/supplier-sale-detail";
import { sessionService } from "./session";
import {
  auditFlowDefinitionService,
  auditFlowProxyService,
  auditFlowService,
} from "./system/audit-flow";
import { dataDictionaryService } from "./system/data-dictionary";
import { sysSettingOrderService } from "./system/order-setting";
import { sysSettingTaxeService } from "./system/tax-setting";
import { tokenAuthService } from "./token-auth";
import { userService } from "./user";
import { organizationUnitService } from "./user/organization-unit";
import { warehouseServices } from "./warehouse";
import { bankStatementService } from "./charity/bank-statement";
import { fundService } from "./charity/fund";
import {
  donationIncomeService,
  expenseRecordService,
  otherIncomeService,
} from "./charity/money-record";
import { projectService } from "./charity/project";
import { projectReportService } from "./charity/project-report";
import { projectSeriesService } from "./charity/project-series";
import { myAuditService } from "./system/my-audit";
import { noticeService } from "./system/notice";
import { tenantSettingsService } from "./system/tenant-settings";
import { organizationService } from "./charity/organization";
import { dueDiligenceService } from "./charity/due-diligence";
import { organizationApplyService } from "./charity/organization-apply";

/** Every service of the built-in upstream. Add a service here and it is routed, checked and documented. */
export const services: readonly ServiceDef[] = [
  tokenAuthService,
  accountService,
  attachmentService,
  sessionService,
  userService,
  roleService,
  organizationUnitService,
  permissionService,
  scopeDataSourceService,
  enumService,
  languageService,
  messageOutboxService,
  dataDictionaryService,
  sysSettingTaxeService,
  sysSettingOrderService,
  ...catalogueServices,
  ...customerServices,
  ...locationServices,
  ...warehouseServices,
  supplierService,
  supplierSaleMainService,
  supplierSaleDetailService,
  orderMainService,
  memberPaymentService,
  feedbackService,
  feedbackReplyService,
  salesStatisticService,
  cmsAnchorService,
  swiperService,
  auditFlowService,
  auditFlowProxyService,
  auditFlowDefinitionService,
  cmsCategoryService,
  cmsNavigationService,
  auditLogService,
  savedViewService,
  dashboardService,
  fundService,
  donationIncomeService,
  otherIncomeService,
  expenseRecordService,
  bankStatementService,
  projectSeriesService,
  projectService,
  projectReportService,
  myAuditService,
  noticeService,
  tenantSettingsService,
  organizationService,
  dueDiligenceService,
  organizationApplyService,
];

// ABP routes are case-insensitive.
const index = new Map(
  services.map((s) => [
    s.name.toLowerCase(),
    new Map(Object.entries(s.methods).map(([m, d]) => [m.toLowerCase(), d])),
  ]),
);

export function findMethod(service: string, method: string): MethodDef | undefined {
  return index.get(service.toLowerCase())?.get(method.toLowerCase());
}
