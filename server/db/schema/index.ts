export * from "./tenancy";
export * from "./identity";
export * from "./system";
export * from "./files";
export * from "./catalogue";
export * from "./stock";
export * from "./customers";
export * from "./settings";
