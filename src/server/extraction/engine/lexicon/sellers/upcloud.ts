import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

// UpCloud (Helsinki): UpCloud Ltd (UpCloud Oy) bills in euros, Finnish dates (1.7.2026).
export const upcloud: ProviderCatalogue = {
  provider: "UpCloud",
  dateOrder: "dmy",
  brands: ["UpCloud"],
  sellers: [
    { name: "UpCloud Ltd", patterns: [/\bupcloud (?:ltd|oy)\b/], strength: 2 },
    { name: "UpCloud", patterns: [/\bupcloud\b/, /upcloud\.com/], strength: 1 },
  ],
  servicePrefixes: ["UpCloud"],
  services: {
    ...HOSTING_SERVICES,
    storage: [...(HOSTING_SERVICES.storage ?? []), "Managed Object Storage", "Backups and snapshots"],
  },
};
