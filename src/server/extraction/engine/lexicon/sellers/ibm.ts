import type { ProviderCatalogue } from "./types.ts";

// IBM Cloud: International Business Machines and IBM's local companies. IBM's corporate names also bill
// hardware, software and consulting: they count only with an IBM Cloud marker on the page.
const IBM_CLOUD = /ibm cloud|cloud\.ibm\.com|softlayer/;

export const ibm: ProviderCatalogue = {
  provider: "IBM",
  label: "IBM Cloud",
  dateOrder: "mdy",
  cloud: IBM_CLOUD,
  brands: ["IBM", "アイ・ビー・エム", "아이비엠", "国际商业机器"],
  sellers: [
    {
      name: "IBM United Kingdom Limited",
      patterns: [/ibm united kingdom/],
      requires: IBM_CLOUD,
      strength: 2,
      dateOrder: "dmy",
    },
    {
      name: "International Business Machines Corporation",
      patterns: [
        /international business machines/,
        /\bibm corporation\b/,
        /\bibm (?:deutschland|france|italia|nederland|espana|canada|australia|india)\b/,
      ],
      requires: IBM_CLOUD,
      strength: 2,
    },
    { name: "IBM Cloud", patterns: [/\bibm cloud\b/, /cloud\.ibm\.com/], strength: 1 },
  ],
  servicePrefixes: ["IBM Cloud", "IBM"],
  services: {
    compute: [
      "Virtual Server",
      "Virtual Servers",
      "Bare Metal Servers",
      "Virtual Server for VPC",
      "Power Virtual Server",
      "Block Storage for VPC",
    ],
    containers: ["Kubernetes Service", "Red Hat OpenShift on IBM Cloud", "Code Engine", "Container Registry"],
    serverless: ["Cloud Functions", "Event Streams", "Event Notifications"],
    databases: [
      "Databases for PostgreSQL",
      "Databases for MongoDB",
      "Databases for Redis",
      "Cloudant",
      "Db2",
      "Databases for MySQL",
    ],
    storage: ["Cloud Object Storage", "Object Storage", "File Storage", "Block Storage"],
    network: [
      "Internet Services",
      "Direct Link",
      "Load Balancer",
      "Transit Gateway",
      "Public Bandwidth",
      "Bandwidth",
    ],
    analytics: ["Analytics Engine"],
    other: ["Log Analysis", "Monitoring", "Activity Tracker", "Key Protect", "Secrets Manager"],
    ai_ml: [
      "watsonx",
      "watsonx.ai",
      "Watson Assistant",
      "Watson Discovery",
      "Watson Machine Learning",
      "Watson Studio",
    ],
    support: ["Advanced Support", "Premium Support", "Support"],
    marketplace: ["Third-party", "Marketplace"],
  },
  seed: { enabled: false, estimated_esr: null },
};
