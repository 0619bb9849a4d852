import type { ProviderCatalogue } from "./types.ts";

export const digitalocean: ProviderCatalogue = {
  provider: "DigitalOcean",
  aliases: ["Digital Ocean"],
  dateOrder: "mdy",
  brands: ["DigitalOcean", "Digital Ocean"],
  sellers: [
    {
      name: "DigitalOcean, LLC",
      patterns: [/digitalocean,? llc/, /digital ocean,? llc/],
      strength: 2,
    },
    {
      name: "DigitalOcean",
      patterns: [/\bdigitalocean\b/, /digitalocean\.com/],
      strength: 1,
    },
  ],
  servicePrefixes: ["DigitalOcean"],
  services: {
    compute: ["Droplets", "Droplet"],
    containers: ["Kubernetes", "DOKS", "Container Registry"],
    serverless: ["App Platform", "Functions"],
    databases: [
      "Managed Databases",
      "Databases",
      "Database Clusters",
      "Managed PostgreSQL",
      "Managed MySQL",
      "Managed Redis",
      "Managed MongoDB",
    ],
    storage: [
      "Spaces",
      "Spaces Subscription",
      "Spaces Object Storage",
      "Volumes",
      "Block Storage Volumes",
      "Snapshots",
      "Droplet Backups",
      "Backups",
    ],
    network: [
      "Load Balancers",
      "Load Balancer",
      "Bandwidth",
      "Reserved IPs",
      "Floating IPs",
      "Outbound Data Transfer",
    ],
    other: ["Monitoring", "Uptime"],
    ai_ml: ["GPU Droplets", "GenAI Platform", "Paperspace"],
    support: ["Premium Support", "Support"],
    marketplace: ["Marketplace", "Add-ons"],
  },
};
