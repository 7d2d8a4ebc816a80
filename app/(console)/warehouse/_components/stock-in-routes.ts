// Where the stock-in screens are (kept apart so the form page does not load the list kit).
export const STOCK_IN_LIST = "/warehouse/warehouseInStorageMain";
export const stockInDetail = (id: string) => `/warehouse/warehouseInStorageMainDetail/${id}`;
export const stockInEdit = (id: string) => `/warehouse/warehouseInStorageMainEdit/${id}`;
