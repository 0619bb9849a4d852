import { oneBrandProvider } from "./one-brand-provider.ts";

// Cloudflare, Inc. (San Francisco) bills every plan; Cloudflare Ltd and Cloudflare Germany GmbH are local companies.
export const cloudflare = oneBrandProvider("Cloudflare", {
  serverless: [
    "Workers",
    "Workers Paid",
    "Workers Bundled",
    "Workers Unbound",
    "Pages",
    "Queues",
    "Durable Objects",
  ],
  databases: ["D1", "Workers KV", "KV", "Hyperdrive"],
  storage: ["R2", "R2 Storage", "Images", "Stream"],
  network: [
    "Argo Smart Routing",
    "Argo",
    "Load Balancing",
    "Spectrum",
    "Magic Transit",
    "Magic WAN",
    "CDN",
    "Bandwidth",
    "Cloudflare Tunnel",
  ],
  other: [
    "WAF",
    "Bot Management",
    "Rate Limiting",
    "Zero Trust",
    "Access",
    "Gateway",
    "Enterprise Plan",
    "Pro Plan",
    "Business Plan",
  ],
  ai_ml: ["Workers AI", "AI Gateway", "Vectorize"],
  support: ["Enterprise Support", "Premium Support", "Support"],
});
