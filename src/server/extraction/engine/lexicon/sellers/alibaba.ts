import type { ProviderCatalogue } from "./types.ts";

const ALIBABA_CLOUD = /alibaba cloud|alibabacloud|aliyun|阿里云/;

// Listed after the other clouds: a page naming Tencent's or Huawei's cloud and, in passing, Alibaba's is theirs.
export const alibaba: ProviderCatalogue = {
  provider: "Alibaba Cloud",
  aliases: ["Alibaba", "Aliyun"],
  dateOrder: "dmy",
  cloud: ALIBABA_CLOUD,
  brands: ["Alibaba", "阿里云", "阿里雲", "阿里巴巴"],
  sellers: [
    {
      name: "Alibaba Cloud (Singapore) Private Limited",
      patterns: [/alibaba cloud \(?singapore\)?/, /alibaba\.com singapore e commerce/],
      strength: 2,
    },
    {
      name: "Alibaba Cloud Computing Co., Ltd.",
      patterns: [/阿里云计算有限公司/, /阿里雲計算有限公司/, /alibaba cloud computing co/],
      strength: 2,
      home: "CNY",
    },
    {
      name: "Alibaba Cloud",
      patterns: [/\balibaba cloud\b/, /alibabacloud\.com/, /\baliyun\b/, /阿里云/],
      requires: ALIBABA_CLOUD,
      strength: 1,
    },
  ],
  servicePrefixes: ["Alibaba Cloud"],
  services: {
    compute: [
      "Elastic Compute Service",
      "ECS",
      "Simple Application Server",
      "云服务器",
      "云服务器 ECS",
      "轻量应用服务器",
    ],
    containers: [
      "Container Service for Kubernetes",
      "ACK",
      "Container Registry",
      "Elastic Container Instance",
    ],
    serverless: ["Function Compute", "Message Service", "EventBridge", "API Gateway"],
    databases: [
      "ApsaraDB RDS",
      "ApsaraDB for RDS",
      "PolarDB",
      "ApsaraDB for Redis",
      "Tair",
      "ApsaraDB for MongoDB",
      "AnalyticDB",
      "Table Store",
    ],
    storage: [
      "Object Storage Service",
      "OSS",
      "Apsara File Storage NAS",
      "NAS",
      "Hybrid Backup Recovery",
      "Elastic Block Storage",
      "Cloud Disk",
      "对象存储",
      "块存储",
      "云盘",
    ],
    network: [
      "Server Load Balancer",
      "SLB",
      "CDN",
      "Alibaba Cloud CDN",
      "Elastic IP",
      "EIP",
      "NAT Gateway",
      "Alibaba Cloud DNS",
      "Express Connect",
      "Cloud Enterprise Network",
      "Internet Shared Bandwidth",
    ],
    analytics: ["MaxCompute", "DataWorks", "E-MapReduce", "Realtime Compute", "大数据计算服务"],
    other: ["Log Service", "CloudMonitor", "日志服务", "云监控"],
    ai_ml: ["Platform for AI", "PAI", "Model Studio", "Tongyi Qianwen", "Qwen"],
    support: ["Support Plan", "Support"],
    marketplace: ["Alibaba Cloud Marketplace", "Marketplace"],
  },
};
