import type { ProviderCatalogue } from "./types.ts";

// Naver Cloud (NAVER Cloud Platform, ncloud.com): 네이버클라우드 주식회사, Korean invoices in won. "Naver" alone is
// the portal company (search, shopping): only the cloud's names count.
export const naver: ProviderCatalogue = {
  provider: "Naver Cloud",
  aliases: ["NAVER Cloud Platform", "Naver Cloud Platform", "NCP", "ncloud"],
  dateOrder: "mdy",
  cloud: /naver cloud|네이버 ?클라우드|ncloud/,
  brands: ["네이버클라우드", "NAVER Cloud"],
  sellers: [
    {
      name: "네이버클라우드 주식회사 (NAVER Cloud Corp.)",
      patterns: [/네이버 ?클라우드 ?(?:주식회사|[(（]주[)）])/, /naver cloud corp/],
      strength: 2,
      home: "KRW",
    },
    {
      name: "NAVER Cloud Platform",
      patterns: [/naver cloud platform/, /네이버 ?클라우드/, /ncloud\.com/],
      strength: 1,
      home: "KRW",
    },
  ],
  servicePrefixes: ["NAVER Cloud Platform", "NAVER Cloud", "Ncloud"],
  services: {
    compute: ["Server", "Bare Metal Server", "GPU Server"],
    containers: ["Ncloud Kubernetes Service", "Container Registry"],
    serverless: ["Cloud Functions"],
    databases: [
      "Cloud DB for MySQL",
      "Cloud DB for PostgreSQL",
      "Cloud DB for MSSQL",
      "Cloud DB for Redis",
      "Cloud DB for MongoDB",
      "Cloud DB",
    ],
    storage: ["Object Storage", "Archive Storage", "Block Storage", "NAS", "Backup"],
    network: ["Load Balancer", "Global CDN", "CDN+", "CDN", "Global DNS", "NAT Gateway", "VPC"],
    ai_ml: ["CLOVA Studio", "CLOVA OCR", "CLOVA Speech"],
  },
};
