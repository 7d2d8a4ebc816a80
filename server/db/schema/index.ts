export * from "./tenancy";
export * from "./identity";
export * from "./system";
