import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

export const ovhcloud: ProviderCatalogue = {
  provider: "OVHcloud",
  aliases: ["OVH"],
  dateOrder: "dmy",
  brands: ["OVHcloud", "OVH"],
  sellers: [
    {
      name: "OVH SAS",
      patterns: [/\bovh sas\b/, /\bovh groupe\b/, /\bovh (?:gmbh|ltd|hispano|s\.?r\.?l|sp)\b/],
      strength: 2,
    },
    {
      name: "OVHcloud",
      patterns: [/\bovhcloud\b/, /\bovh\.(?:com|net|de|co\.uk|es|it|ie)\b/],
      strength: 1,
    },
  ],
  servicePrefixes: ["Public Cloud", "OVHcloud", "OVH"],
  services: HOSTING_SERVICES,
};
