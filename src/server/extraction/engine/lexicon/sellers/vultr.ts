import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

export const vultr: ProviderCatalogue = {
  provider: "Vultr",
  dateOrder: "mdy",
  brands: ["Vultr"],
  sellers: [
    {
      name: "Vultr Holdings, LLC",
      patterns: [/vultr holdings/, /\bthe constant company\b/],
      strength: 2,
    },
    { name: "Vultr", patterns: [/\bvultr\b/], strength: 1 },
  ],
  servicePrefixes: ["Vultr"],
  services: HOSTING_SERVICES,
};
