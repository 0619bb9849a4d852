import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

export const hetzner: ProviderCatalogue = {
  provider: "Hetzner",
  aliases: ["Hetzner Cloud", "Hetzner Online"],
  dateOrder: "dmy",
  brands: ["Hetzner"],
  sellers: [
    { name: "Hetzner Online GmbH", patterns: [/hetzner online/], strength: 2 },
    {
      name: "Hetzner",
      patterns: [/\bhetzner\b/, /hetzner\.(?:com|de|cloud)/],
      strength: 1,
    },
  ],
  servicePrefixes: ["Hetzner"],
  services: HOSTING_SERVICES,
};
