import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

// Linode, billed by Akamai Technologies since 2022.
export const linode: ProviderCatalogue = {
  provider: "Linode",
  aliases: ["Akamai", "Akamai Linode"],
  dateOrder: "mdy",
  brands: ["Linode"],
  sellers: [
    {
      name: "Akamai Technologies, Inc. (Linode)",
      patterns: [/linode,? llc/, /akamai technologies.*linode|linode.*akamai technologies/s],
      strength: 2,
    },
    { name: "Linode", patterns: [/\blinode\b/], strength: 1 },
  ],
  servicePrefixes: ["Linode", "Akamai"],
  services: HOSTING_SERVICES,
};
