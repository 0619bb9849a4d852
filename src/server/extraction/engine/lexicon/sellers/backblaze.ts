import type { ProviderCatalogue } from "./types.ts";

export const backblaze: ProviderCatalogue = {
  provider: "Backblaze",
  dateOrder: "mdy",
  brands: ["Backblaze"],
  sellers: [
    { name: "Backblaze, Inc.", patterns: [/backblaze,? inc\b/], strength: 2, dateOrder: "mdy" },
    { name: "Backblaze", patterns: [/\bbackblaze\b/, /backblaze\.com/], strength: 1, dateOrder: "mdy" },
  ],
  servicePrefixes: ["Backblaze"],
  services: {
    storage: [
      "B2 Cloud Storage",
      "B2 Storage",
      "B2",
      "Computer Backup",
      "Personal Backup",
      "Business Backup",
    ],
    network: ["B2 Download", "Egress"],
    other: ["B2 Class B Transactions", "B2 Class C Transactions", "Transactions"],
  },
};
