// The sales and pricing screens of a SKU (SPEC §2 Sales and orders), for links between them.

export const SALES_LIST = "/productSku/salesManagement";
export const salesDetail = (skuId: string) => `/productSku/salesManagement/detail/${skuId}`;
export const customerPrices = (skuId: string) => `/productSku/pricingManagement/detail/${skuId}`;
export const priceLog = (skuId: string) => `/productSku/pricingManagement/logList/${skuId}`;
/** A product's mappings (the route takes the product, not the SKU). */
export const productMappings = (productId: string) => `/productSku/projectMapping/${productId}`;
