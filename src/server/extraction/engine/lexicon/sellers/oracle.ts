import type { ProviderCatalogue } from "./types.ts";

// Oracle Cloud Infrastructure: Oracle America and Oracle's local companies. Oracle's corporate names also bill
// licences and support: they count only with an OCI marker on the page.
const ORACLE_CLOUD = /oracle cloud|\boci\b|cloud infrastructure|oraclecloud|universal credits/;

export const oracle: ProviderCatalogue = {
  provider: "Oracle",
  label: "Oracle Cloud",
  aliases: ["OCI", "Oracle Cloud Infrastructure"],
  dateOrder: "mdy",
  cloud: ORACLE_CLOUD,
  brands: ["Oracle", "オラクル", "오라클", "甲骨文"],
  sellers: [
    {
      name: "Oracle America, Inc.",
      patterns: [/oracle america/],
      requires: ORACLE_CLOUD,
      strength: 2,
    },
    {
      name: "Oracle Corporation",
      patterns: [/oracle corporation/, /oracle (?:emea|nederland|deutschland|france|uk|india)\b/],
      requires: ORACLE_CLOUD,
      strength: 2,
      dateOrder: "dmy",
    },
    {
      name: "Oracle Cloud Infrastructure",
      patterns: [/oracle cloud infrastructure/, /oracle cloud\b/, /oraclecloud\.com/],
      strength: 1,
    },
  ],
  servicePrefixes: ["Oracle Cloud Infrastructure", "OCI"],
  services: {
    compute: ["Compute", "OCI Compute", "Compute - Virtual Machine", "Compute - Bare Metal"],
    containers: ["Container Engine for Kubernetes", "OKE", "Container Instances"],
    serverless: ["Functions", "API Gateway", "Notifications", "Queue", "Streaming"],
    databases: [
      "Autonomous Database",
      "Autonomous Transaction Processing",
      "Autonomous Data Warehouse",
      "Database",
      "MySQL HeatWave",
      "Exadata",
      "NoSQL Database",
    ],
    storage: ["Object Storage", "Archive Storage", "File Storage", "Block Storage", "Block Volume"],
    network: [
      "Networking",
      "Outbound Data Transfer",
      "Load Balancer",
      "FastConnect",
      "DNS",
      "Network Load Balancer",
    ],
    analytics: ["Analytics Cloud", "Data Flow", "Data Integration"],
    other: ["Logging", "Monitoring"],
    ai_ml: [
      "OCI Generative AI",
      "Generative AI",
      "Data Science",
      "AI Services",
      "OCI Language",
      "OCI Vision",
    ],
    support: ["Oracle Support", "Support"],
    marketplace: ["Oracle Cloud Marketplace", "Marketplace"],
  },
  seed: { enabled: false, estimated_esr: null },
};
