import { Attachment } from "./attachment";
import { AuditFlow, AuditFlowDefinition, AuditFlowProxy } from "./audit-flow";
import { AuditLog } from "./audit-log";
import { Account, TokenAuth } from "./auth";
import { ProductBrand } from "./catalogue/brand";
import { ProductCategory } from "./catalogue/category";
import { ProductMapping } from "./catalogue/mapping";
import { ProductBasicParam, ProductSpecParam } from "./catalogue/params";
import { Product } from "./catalogue/product";
import { ProductRevisePriceRecord } from "./catalogue/price-revision";
import { ProductSku } from "./catalogue/sku";
import { Area, City, Country, Province, Town } from "./location";
import { Customer, CustomerBillAddressMapping, CustomerReceivingAddressMapping } from "./customer";
import { CmsAnchor, Swiper } from "./cms";
import { CmsCategory } from "./cms-category";
import { CmsNavigation } from "./cms-navigation";
import { Enum } from "./enum";
import { Feedback, FeedbackReply } from "./feedback";
import { FinanceMemberPaymentOrder } from "./member-payment";
import { FinanceSalesStatistic } from "./sales-statistic";
import { MessageOutbox } from "./portal";
import { OrderMain } from "./order";
import { Warehouse, WarehouseLocation, WarehouseSelfLiftinPoint } from "./warehouse";
import { WarehouseInStorageMain, WarehouseOutbound, WarehouseStock } from "./stock";
import { Supplier } from "./supplier";
import { SupplierProductSaleDetail, SupplierProductSaleMain } from "./supplier-sales";
import { SysSettingOrder, SysSettingTaxe } from "./settings";
import { DataDictionary } from "./data-dictionary";
import { Dashboard } from "./dashboard";
import { Language } from "./language";
import { Permission, Role, ScopeDataSource } from "./role";
import { SavedView } from "./saved-view";
import { Session } from "./session";
import { User } from "./user";
import { OrganizationUnit } from "./organization-unit";
import { BankStatement } from "./bank-reconciliation";
import { DonationIncome, ExpenseRecord, Fund, OtherIncome } from "./charity";
import { ProjectSeries } from "./project-series";
import { Project } from "./charity-projects";
import { ProjectReport } from "./project-report";
import { MyAudit } from "./my-audit";
import { Notice } from "./notice";
import { TenantSettings } from "./tenant-settings";
import { DueDiligenceRecord, Organization } from "./organization";
import { OrganizationApply } from "./organization-apply";

/**
 * Every method of the API, by service (DESIGN §3). The server implements each one
 * (server/services/registry.ts), pages call them through `serverApi`, client islands through
 * `api` (lib/api/client.ts, which imports this file's type only: no schema reaches the browser
 * through it).
 */
export const contracts = {
  TokenAuth,
  Account,
  Attachment,
  Session,
  User,
  Role,
  OrganizationUnit,
  Permission,
  ScopeDataSource,
  Enum,
  Language,
  ProductBrand,
  ProductCategory,
  ProductSpecParam,
  ProductBasicParam,
  Product,
  ProductSku,
  ProductMapping,
  ProductRevisePriceRecord,
  Country,
  Province,
  City,
  Area,
  Town,
  Customer,
  CustomerBillAddressMapping,
  CustomerReceivingAddressMapping,
  MessageOutbox,
  Warehouse,
  WarehouseLocation,
  WarehouseSelfLiftinPoint,
  WarehouseInStorageMain,
  WarehouseStock,
  WarehouseOutbound,
  Supplier,
  SupplierProductSaleMain,
  SupplierProductSaleDetail,
  DataDictionary,
  OrderMain,
  SysSettingTaxe,
  SysSettingOrder,
  FinanceMemberPaymentOrder,
  FinanceSalesStatistic,
  CmsAnchor,
  Swiper,
  AuditFlow,
  AuditFlowProxy,
  AuditFlowDefinition,
  Feedback,
  FeedbackReply,
  CmsCategory,
  CmsNavigation,
  AuditLog,
  SavedView,
  Dashboard,
  Fund,
  DonationIncome,
  OtherIncome,
  ExpenseRecord,
  BankStatement,
  ProjectSeries,
  Project,
  ProjectReport,
  MyAudit,
  Notice,
  TenantSettings,
  Organization,
  DueDiligenceRecord,
  OrganizationApply,
};

export type Contracts = typeof contracts;
