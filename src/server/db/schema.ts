export * from "./app-schema.ts";
export * from "./auth-schema.ts";
export * from "./leads-schema.ts";
