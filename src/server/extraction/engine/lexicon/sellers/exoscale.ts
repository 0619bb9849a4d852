import { HOSTING_SERVICES } from "./hosting-services.ts";
import type { ProviderCatalogue } from "./types.ts";

// Exoscale (Lausanne, Switzerland) is billed by Akenes SA; dates day first, amounts with apostrophes (14'286.40).
export const exoscale: ProviderCatalogue = {
  provider: "Exoscale",
  dateOrder: "dmy",
  cloud: /exoscale/,
  brands: ["Exoscale"],
  sellers: [
    {
      name: "Akenes SA",
      patterns: [/\bakenes (?:sa|ag)\b/],
      requires: /exoscale/,
      strength: 2,
    },
    { name: "Exoscale", patterns: [/\bexoscale\b/, /exoscale\.com/], strength: 1 },
  ],
  servicePrefixes: ["Exoscale"],
  services: {
    ...HOSTING_SERVICES,
    compute: [...(HOSTING_SERVICES.compute ?? []), "Compute instances", "Compute instance", "Instance Pools"],
    containers: [
      ...(HOSTING_SERVICES.containers ?? []),
      "SKS",
      "SKS Kubernetes",
      "Scalable Kubernetes Service",
    ],
    storage: [...(HOSTING_SERVICES.storage ?? []), "Simple Object Storage", "SOS"],
    databases: [...(HOSTING_SERVICES.databases ?? []), "DBaaS"],
  },
};
