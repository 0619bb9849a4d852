import { oneBrandProvider } from "./one-brand-provider.ts";

export const fastly = oneBrandProvider("Fastly", {
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
});
