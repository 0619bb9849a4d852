import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

// Contabo GmbH (Munich): VPS and dedicated servers, German invoices (Rechnung), day-first dates.
export const contabo: ProviderCatalogue = {
  provider: "Contabo",
  dateOrder: "dmy",
  brands: ["Contabo"],
  sellers: [
    { name: "Contabo GmbH", patterns: [/\bcontabo gmbh\b/], strength: 2 },
    { name: "Contabo", patterns: [/\bcontabo\b/, /contabo\.(?:com|de)/], strength: 1 },
  ],
  servicePrefixes: ["Contabo"],
  services: {
    ...HOSTING_SERVICES,
    compute: [...(HOSTING_SERVICES.compute ?? []), "Cloud VPS", "VDS", "Virtual Dedicated Server"],
  },
};
