import type { SpendCategory } from "../schemas/extracted-data.ts";

/**
 * Pricing levers per provider and category, as data. `max_discount` is the provider's own published
 * "up to" figure against on-demand prices, read from `source` (page name and address) in 2025; `match` narrows a
 * lever to the invoice lines it applies to (the first lever that fits a line is its lever). Sellers without a
 * published "up to" commitment discount (Oracle's negotiated credits, the flat-priced small clouds) have none here.
 */
export type Lever = {
  category: SpendCategory;
  lever: string;
  max_discount: number;
  source: string;
  match?: RegExp;
  /**
   * The share of the category's spend the lever can reach, low and high (default 50% and 80%, a commitment on
   * steady use). Tiering reaches only data that is rarely read and architecture only part of the traffic.
   */
  coverage?: readonly [number, number];
};

const PART: readonly [number, number] = [0.2, 0.4];

const AWS: Lever[] = [
  {
    category: "compute",
    lever: "Compute or EC2 Instance Savings Plans",
    max_discount: 0.72,
    source:
      "AWS Savings Plans pricing, aws.amazon.com/savingsplans/pricing (Compute up to 66%, EC2 Instance up to 72%)",
  },
  {
    category: "containers",
    lever: "Compute Savings Plans (cover Fargate and EKS/ECS nodes)",
    max_discount: 0.66,
    source: "AWS Savings Plans pricing, aws.amazon.com/savingsplans/compute-pricing",
  },
  {
    category: "serverless",
    lever: "Compute Savings Plans (cover Lambda)",
    max_discount: 0.17,
    source: "AWS Savings Plans pricing, aws.amazon.com/savingsplans/compute-pricing (Lambda up to 17%)",
    match: /lambda/i,
  },
  {
    category: "databases",
    lever: "ElastiCache reserved nodes",
    max_discount: 0.55,
    source: "Amazon ElastiCache reserved nodes, aws.amazon.com/elasticache/reserved-cache-nodes",
    match: /elasticache|memorydb/i,
  },
  {
    category: "databases",
    lever: "OpenSearch Service Reserved Instances",
    max_discount: 0.52,
    source:
      "Amazon OpenSearch Service pricing, aws.amazon.com/opensearch-service/pricing (Reserved Instances)",
    match: /opensearch|elasticsearch/i,
  },
  {
    category: "databases",
    lever: "DynamoDB reserved capacity",
    max_discount: 0.77,
    source: "Amazon DynamoDB pricing, aws.amazon.com/dynamodb/pricing/provisioned (reserved capacity)",
    match: /dynamodb/i,
  },
  {
    category: "databases",
    lever: "RDS Reserved Instances",
    max_discount: 0.69,
    source: "Amazon RDS Reserved Instances, aws.amazon.com/rds/reserved-instances",
  },
  {
    category: "analytics",
    lever: "Redshift reserved nodes",
    max_discount: 0.75,
    source: "Amazon Redshift pricing, aws.amazon.com/redshift/pricing (reserved instances)",
    match: /redshift/i,
  },
  {
    category: "ai_ml",
    lever: "SageMaker Savings Plans",
    max_discount: 0.64,
    source: "Amazon SageMaker Savings Plans, aws.amazon.com/savingsplans/ml-pricing",
    match: /sagemaker/i,
  },
  {
    category: "storage",
    lever: "Storage tiering (S3 Intelligent-Tiering, Glacier classes, EBS gp3)",
    max_discount: 0.68,
    source:
      "Amazon S3 Intelligent-Tiering, aws.amazon.com/s3/storage-classes/intelligent-tiering (up to 68%)",
    coverage: PART,
  },
  {
    category: "network",
    lever: "Data-transfer architecture (CloudFront in front of origins, same-zone traffic, VPC endpoints)",
    max_discount: 0.3,
    source: "Amazon CloudFront Security Savings Bundle, aws.amazon.com/cloudfront/pricing (up to 30%)",
    coverage: PART,
  },
];

const GCP: Lever[] = [
  {
    category: "compute",
    lever: "Committed use discounts (resource-based, Compute Engine)",
    max_discount: 0.57,
    source:
      "Google Cloud committed use discounts, cloud.google.com/compute/docs/instances/committed-use-discounts-overview (up to 57%, 70% memory-optimized)",
  },
  {
    category: "containers",
    lever: "Compute flexible committed use discounts (GKE, Cloud Run)",
    max_discount: 0.46,
    source: "Google Cloud flexible CUDs, cloud.google.com/docs/cuds-spend-based (up to 46%)",
  },
  {
    category: "serverless",
    lever: "Compute flexible committed use discounts (Cloud Run functions)",
    max_discount: 0.46,
    source: "Google Cloud flexible CUDs, cloud.google.com/docs/cuds-spend-based (up to 46%)",
    match: /run|function/i,
  },
  {
    category: "databases",
    lever: "Cloud SQL / Spanner / Memorystore committed use discounts",
    max_discount: 0.52,
    source: "Cloud SQL committed use discounts, cloud.google.com/sql/cud (up to 52%)",
  },
  {
    category: "analytics",
    lever: "BigQuery editions slot commitments",
    max_discount: 0.4,
    source: "BigQuery pricing, cloud.google.com/bigquery/pricing (3-year commitment)",
    match: /bigquery/i,
  },
  {
    category: "storage",
    lever: "Storage classes and Autoclass (Nearline, Coldline, Archive)",
    max_discount: 0.94,
    source: "Cloud Storage pricing, cloud.google.com/storage/pricing (Archive vs Standard)",
    coverage: PART,
  },
  {
    category: "network",
    lever: "Network tiering and egress architecture (Standard Tier, Cloud CDN)",
    max_discount: 0.3,
    source: "Network Service Tiers, cloud.google.com/network-tiers/pricing",
    coverage: PART,
  },
];

const AZURE: Lever[] = [
  {
    category: "compute",
    lever: "Azure Reservations or savings plan for compute",
    max_discount: 0.72,
    source:
      "Azure Reservations, azure.microsoft.com/pricing/reserved-vm-instances (up to 72%; savings plan up to 65%)",
  },
  {
    category: "containers",
    lever: "Azure savings plan for compute (AKS nodes, Container Apps)",
    max_discount: 0.65,
    source: "Azure savings plan for compute, azure.microsoft.com/pricing/offers/savings-plan-compute",
  },
  {
    category: "serverless",
    lever: "Azure savings plan for compute (Functions Premium)",
    max_discount: 0.17,
    source: "Azure savings plan for compute, azure.microsoft.com/pricing/offers/savings-plan-compute",
    match: /function/i,
  },
  {
    category: "databases",
    lever: "Cosmos DB reserved capacity",
    max_discount: 0.63,
    source: "Azure Cosmos DB reserved capacity, learn.microsoft.com/azure/cosmos-db/reserved-capacity",
    match: /cosmos/i,
  },
  {
    category: "databases",
    lever: "Azure SQL / database reserved capacity",
    max_discount: 0.33,
    source: "Azure SQL Database reserved capacity, azure.microsoft.com/pricing/details/azure-sql-database",
  },
  {
    category: "storage",
    lever: "Blob Storage reserved capacity and access tiers",
    max_discount: 0.38,
    source:
      "Azure Blob Storage reserved capacity, learn.microsoft.com/azure/storage/blobs/storage-blob-reserved-capacity",
    coverage: PART,
  },
  {
    category: "network",
    lever: "Data-transfer architecture (Front Door / CDN, same-region traffic)",
    max_discount: 0.3,
    source: "Azure bandwidth pricing, azure.microsoft.com/pricing/details/bandwidth",
    coverage: PART,
  },
];

export const LEVERS: Readonly<Record<string, readonly Lever[]>> = {
  AWS,
  GCP,
  Azure: AZURE,
};
