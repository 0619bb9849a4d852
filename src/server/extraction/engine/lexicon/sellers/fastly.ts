import type { ProviderCatalogue } from "./types.ts";

export const fastly: ProviderCatalogue = {
  provider: "Fastly",
  dateOrder: "mdy",
  brands: ["Fastly"],
  sellers: [
    { name: "Fastly, Inc.", patterns: [/fastly,? inc\b/], strength: 2, dateOrder: "mdy" },
    { name: "Fastly", patterns: [/\bfastly\b/, /fastly\.com/], strength: 1, dateOrder: "mdy" },
  ],
  servicePrefixes: ["Fastly"],
  services: {
    serverless: ["Compute", "Compute@Edge"],
    storage: ["Object Storage", "KV Store"],
    network: ["Bandwidth", "Requests", "CDN", "Delivery", "Origin Shield", "TLS", "Image Optimizer"],
    other: [
      "Next-Gen WAF",
      "WAF",
      "DDoS Protection",
      "Bot Management",
      "Platform Fee",
      "Observability",
      "Log Streaming",
    ],
    support: ["Gold Support", "Enterprise Support", "Support"],
  },
};
