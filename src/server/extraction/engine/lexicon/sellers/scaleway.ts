import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

export const scaleway: ProviderCatalogue = {
  provider: "Scaleway",
  dateOrder: "dmy",
  brands: ["Scaleway"],
  sellers: [
    { name: "Scaleway SAS", patterns: [/scaleway sas/], strength: 2 },
    { name: "Scaleway", patterns: [/\bscaleway\b/], strength: 1 },
  ],
  servicePrefixes: ["Scaleway"],
  services: HOSTING_SERVICES,
};
