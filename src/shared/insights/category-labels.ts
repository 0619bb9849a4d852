import type { SpendCategory } from "../schemas/extracted-data.ts";

/** How each spending category is named on the page, in print and in the staff e-mail. */
export const CATEGORY_LABELS: Record<SpendCategory, string> = {
  compute: "Compute",
  containers: "Containers",
  serverless: "Serverless and messaging",
  databases: "Databases",
  storage: "Storage",
  network: "Network (data transfer, DNS, CDN, load balancing)",
  analytics: "Analytics, monitoring and security",
  ai_ml: "AI and machine learning",
  support: "Support",
  marketplace: "Marketplace",
  other: "Other",
};
