import type { SpendCategory } from "../schemas/extracted-data.ts";

/**
 * Every percentage the savings estimates use, as data: each with the page it comes from and when it was read.
 *
 * Commitments give two rates from the provider's own price lists for a typical general-purpose Linux instance
 * (or the service's usual node) in a large region: `low`, the 1-year term with no upfront payment (or the smallest
 * upfront the offer allows, said in `upfront`), and `high`, the 3-year term with the upfront payment it names.
 * They are typical list-price discounts, not the "up to" figures a price page headlines.
 *
 * Levers that need no commitment give the share of the eligible spend they save, low and high, and the
 * assumption that gives it, stated on the page beside the estimate.
 *
 * `share` is the part of a matching invoice line the lever can reach: an EC2 line also holds EBS volumes, public
 * IPs and data transfer that no Savings Plan covers, so about 0.7 of it is instance hours.
 *
 * The figures were read from the pages named, in 2025 (`read`); they move when providers reprice: recheck them
 * before quoting a figure to a customer.
 */
export type CommitmentRate = { rate: number; term: "1-year" | "3-year"; upfront: string };

export type LeverEntry = {
  id: string;
  provider: "AWS" | "GCP" | "Azure";
  /** commitment: needs a 1- or 3-year term; change: an engineering change with no commitment. */
  kind: "commitment" | "change";
  category: SpendCategory;
  lever: string;
  /** Invoice lines (descriptions as printed) the lever applies to. */
  lines: RegExp;
  /** A line's category the lever applies to when its description names no service it knows. */
  fallbackCategory?: SpendCategory;
  share: number;
  /** Commitments: the 1-year no-upfront and the 3-year rates. */
  low?: CommitmentRate;
  high?: CommitmentRate;
  /** Changes: the share of the eligible spend saved, low and high, and why. */
  saves?: readonly [number, number];
  assumption?: string;
  source: { title: string; url: string };
  read: string;
};

const READ = "2025";

/**
 * Lines no lever in this file reduces, whatever their category: control-plane fees (EKS, AKS tiers and Uptime
 * SLA, GKE's cluster fee), support plans, marketplace software, taxes, and storage already in the cold tier.
 */
export const NO_LEVER =
  /kubernetes|\beks\b|\baks\b|\bgke\b|uptime sla|support|marketplace|\btax\b|\bvat\b|glacier|deep archive|\barchive\b|coldline|nearline|cold storage|\bcool\b/i;

const AWS_SP: { title: string; url: string } = {
  title: "AWS Compute Savings Plans pricing",
  url: "https://aws.amazon.com/savingsplans/compute-pricing/",
};

export const LEVER_CATALOGUE: readonly LeverEntry[] = [
  // AWS: commitments.
  {
    id: "aws-compute-sp-ec2",
    provider: "AWS",
    kind: "commitment",
    category: "compute",
    lever: "Compute Savings Plans on EC2 instances",
    lines: /elastic compute cloud|\bec2\b/i,
    fallbackCategory: "compute",
    share: 0.7,
    low: { rate: 0.28, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.52, term: "3-year", upfront: "all upfront" },
    source: AWS_SP,
    read: READ,
  },
  {
    id: "aws-compute-sp-fargate",
    provider: "AWS",
    kind: "commitment",
    category: "containers",
    lever: "Compute Savings Plans on Fargate",
    lines: /fargate|elastic container service(?! for kubernetes)/i,
    share: 0.9,
    low: { rate: 0.2, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.45, term: "3-year", upfront: "all upfront" },
    source: AWS_SP,
    read: READ,
  },
  {
    id: "aws-compute-sp-lambda",
    provider: "AWS",
    kind: "commitment",
    category: "serverless",
    lever: "Compute Savings Plans on Lambda",
    lines: /lambda/i,
    share: 0.9,
    low: { rate: 0.12, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.17, term: "3-year", upfront: "all upfront" },
    source: AWS_SP,
    read: READ,
  },
  {
    id: "aws-rds-ri",
    provider: "AWS",
    kind: "commitment",
    category: "databases",
    lever: "RDS Reserved Instances",
    lines: /relational database|\brds\b|aurora/i,
    fallbackCategory: "databases",
    share: 0.7,
    low: { rate: 0.3, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.55, term: "3-year", upfront: "all upfront" },
    source: { title: "Amazon RDS Reserved Instances", url: "https://aws.amazon.com/rds/reserved-instances/" },
    read: READ,
  },
  {
    id: "aws-elasticache-ri",
    provider: "AWS",
    kind: "commitment",
    category: "databases",
    lever: "ElastiCache reserved nodes",
    lines: /elasticache|memorydb/i,
    share: 0.9,
    low: { rate: 0.3, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.55, term: "3-year", upfront: "all upfront" },
    source: {
      title: "Amazon ElastiCache reserved nodes",
      url: "https://aws.amazon.com/elasticache/reserved-cache-nodes/",
    },
    read: READ,
  },
  {
    id: "aws-opensearch-ri",
    provider: "AWS",
    kind: "commitment",
    category: "analytics",
    lever: "OpenSearch Service Reserved Instances",
    lines: /opensearch|elasticsearch/i,
    share: 0.8,
    low: { rate: 0.3, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.5, term: "3-year", upfront: "all upfront" },
    source: {
      title: "Amazon OpenSearch Service pricing (Reserved Instances)",
      url: "https://aws.amazon.com/opensearch-service/pricing/",
    },
    read: READ,
  },
  {
    id: "aws-redshift-ri",
    provider: "AWS",
    kind: "commitment",
    category: "analytics",
    lever: "Redshift reserved nodes",
    lines: /redshift/i,
    share: 0.8,
    low: { rate: 0.2, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.6, term: "3-year", upfront: "all upfront" },
    source: { title: "Amazon Redshift pricing", url: "https://aws.amazon.com/redshift/pricing/" },
    read: READ,
  },
  {
    id: "aws-cloudfront-bundle",
    provider: "AWS",
    kind: "commitment",
    category: "network",
    lever: "CloudFront Security Savings Bundle",
    lines: /cloudfront/i,
    share: 1,
    low: { rate: 0.2, term: "1-year", upfront: "no upfront" },
    high: { rate: 0.3, term: "1-year", upfront: "no upfront" },
    source: { title: "Amazon CloudFront pricing", url: "https://aws.amazon.com/cloudfront/pricing/" },
    read: READ,
  },
  // AWS: changes with no commitment.
  {
    id: "aws-rightsizing",
    provider: "AWS",
    kind: "change",
    category: "compute",
    lever: "Rightsizing instances",
    lines: /elastic compute cloud|\bec2\b|relational database|\brds\b/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.05, 0.15],
    assumption:
      "10% to 30% of the instance spend runs on instances one size larger than their use needs; one size down halves their price.",
    source: {
      title: "AWS Compute Optimizer",
      url: "https://aws.amazon.com/compute-optimizer/",
    },
    read: READ,
  },
  {
    id: "aws-scheduling",
    provider: "AWS",
    kind: "change",
    category: "compute",
    lever: "Stopping non-production instances out of hours",
    lines: /elastic compute cloud|\bec2\b/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.06, 0.13],
    assumption:
      "10% to 20% of the instance hours are development and test that can stop outside 12 working hours on weekdays (64% of the week off).",
    source: {
      title: "AWS Instance Scheduler",
      url: "https://aws.amazon.com/solutions/implementations/instance-scheduler-on-aws/",
    },
    read: READ,
  },
  {
    id: "aws-graviton",
    provider: "AWS",
    kind: "change",
    category: "compute",
    lever: "Moving instances to Graviton (Arm)",
    lines: /elastic compute cloud|\bec2\b|relational database|\brds\b|elasticache/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.05, 0.1],
    assumption:
      "Graviton instances list about 20% below comparable x86 ones; a quarter to a half of the instance spend runs software that builds for Arm.",
    source: { title: "AWS Graviton", url: "https://aws.amazon.com/ec2/graviton/" },
    read: READ,
  },
  {
    id: "aws-spot",
    provider: "AWS",
    kind: "change",
    category: "compute",
    lever: "Spot Instances for fault-tolerant work",
    lines: /elastic compute cloud|\bec2\b/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.03, 0.1],
    assumption:
      "5% to 15% of the instance spend is interruptible work (batch, CI, stateless workers) that Spot prices 60% to 70% lower.",
    source: { title: "Amazon EC2 Spot Instances", url: "https://aws.amazon.com/ec2/spot/pricing/" },
    read: READ,
  },
  {
    id: "aws-gp3",
    provider: "AWS",
    kind: "change",
    category: "storage",
    lever: "EBS volumes from gp2 to gp3",
    lines: /elastic block store|\bebs\b|elastic compute cloud|\bec2\b/i,
    share: 0.2,
    saves: [0.05, 0.2],
    assumption:
      "gp3 costs 20% less per GB than gp2; a quarter to all of the volumes are still gp2. EBS is taken as a fifth of an EC2 line when the invoice does not print it apart.",
    source: { title: "Amazon EBS pricing", url: "https://aws.amazon.com/ebs/pricing/" },
    read: READ,
  },
  {
    id: "aws-s3-tiering",
    provider: "AWS",
    kind: "change",
    category: "storage",
    lever: "S3 Intelligent-Tiering for data rarely read",
    lines: /simple storage service|\bs3\b/i,
    share: 0.8,
    saves: [0.08, 0.25],
    assumption:
      "20% to 40% of the S3 Standard data is not read for 30 days or more; Intelligent-Tiering stores it 40% to 68% cheaper. Requests and Glacier classes are not counted.",
    source: {
      title: "Amazon S3 Intelligent-Tiering",
      url: "https://aws.amazon.com/s3/storage-classes/intelligent-tiering/",
    },
    read: READ,
  },
  {
    id: "aws-transfer",
    provider: "AWS",
    kind: "change",
    category: "network",
    lever: "Cutting cross-zone and NAT gateway traffic",
    lines: /data transfer/i,
    share: 1,
    saves: [0.05, 0.15],
    assumption:
      "10% to 25% of the transfer is between zones or through NAT gateways, which same-zone placement and VPC gateway endpoints avoid.",
    source: {
      title: "Amazon EC2 On-Demand pricing (data transfer)",
      url: "https://aws.amazon.com/ec2/pricing/on-demand/",
    },
    read: READ,
  },
  // Google Cloud.
  {
    id: "gcp-cud-compute",
    provider: "GCP",
    kind: "commitment",
    category: "compute",
    lever: "Resource-based committed use discounts (Compute Engine)",
    lines: /compute engine/i,
    fallbackCategory: "compute",
    share: 0.7,
    low: { rate: 0.37, term: "1-year", upfront: "no upfront, billed monthly" },
    high: { rate: 0.55, term: "3-year", upfront: "no upfront, billed monthly" },
    source: {
      title: "Google Cloud committed use discounts",
      url: "https://cloud.google.com/compute/docs/instances/committed-use-discounts-overview",
    },
    read: READ,
  },
  {
    id: "gcp-cud-cloudsql",
    provider: "GCP",
    kind: "commitment",
    category: "databases",
    lever: "Cloud SQL committed use discounts",
    lines: /cloud sql/i,
    fallbackCategory: "databases",
    share: 0.7,
    low: { rate: 0.25, term: "1-year", upfront: "no upfront, billed monthly" },
    high: { rate: 0.52, term: "3-year", upfront: "no upfront, billed monthly" },
    source: { title: "Cloud SQL committed use discounts", url: "https://cloud.google.com/sql/cud" },
    read: READ,
  },
  {
    id: "gcp-cud-memorystore",
    provider: "GCP",
    kind: "commitment",
    category: "databases",
    lever: "Memorystore and Spanner committed use discounts",
    lines: /memorystore|spanner/i,
    share: 0.8,
    low: { rate: 0.2, term: "1-year", upfront: "no upfront, billed monthly" },
    high: { rate: 0.4, term: "3-year", upfront: "no upfront, billed monthly" },
    source: {
      title: "Memorystore for Redis committed use discounts",
      url: "https://cloud.google.com/memorystore/docs/redis/cuds",
    },
    read: READ,
  },
  {
    id: "gcp-cud-run",
    provider: "GCP",
    kind: "commitment",
    category: "serverless",
    lever: "Cloud Run committed use discounts",
    lines: /cloud run/i,
    share: 0.9,
    low: { rate: 0.17, term: "1-year", upfront: "no upfront, billed monthly" },
    high: { rate: 0.17, term: "3-year", upfront: "no upfront, billed monthly" },
    source: { title: "Cloud Run pricing", url: "https://cloud.google.com/run/pricing" },
    read: READ,
  },
  {
    id: "gcp-rightsizing",
    provider: "GCP",
    kind: "change",
    category: "compute",
    lever: "Rightsizing VMs (machine-type recommendations)",
    lines: /compute engine|cloud sql/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.05, 0.15],
    assumption:
      "10% to 30% of the VM spend runs on machine types larger than their use needs; the recommended type halves their price.",
    source: {
      title: "Compute Engine machine type recommendations",
      url: "https://cloud.google.com/compute/docs/instances/apply-machine-type-recommendations-for-instances",
    },
    read: READ,
  },
  {
    id: "gcp-scheduling",
    provider: "GCP",
    kind: "change",
    category: "compute",
    lever: "Stopping non-production VMs out of hours",
    lines: /compute engine/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.06, 0.13],
    assumption:
      "10% to 20% of the VM hours are development and test that can stop outside 12 working hours on weekdays (64% of the week off).",
    source: {
      title: "Compute Engine instance schedules",
      url: "https://cloud.google.com/compute/docs/instances/schedule-instance-start-stop",
    },
    read: READ,
  },
  {
    id: "gcp-axion",
    provider: "GCP",
    kind: "change",
    category: "compute",
    lever: "Moving VMs to Axion or Tau T2A (Arm)",
    lines: /compute engine/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.04, 0.1],
    assumption:
      "Arm machine types list 15% to 20% below comparable x86 ones; a quarter to a half of the VM spend runs software that builds for Arm.",
    source: { title: "Google Axion processors", url: "https://cloud.google.com/products/axion" },
    read: READ,
  },
  {
    id: "gcp-spot",
    provider: "GCP",
    kind: "change",
    category: "compute",
    lever: "Spot VMs for fault-tolerant work",
    lines: /compute engine/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.03, 0.1],
    assumption:
      "5% to 15% of the VM spend is interruptible work (batch, CI, stateless workers) that Spot VMs price 60% to 91% lower.",
    source: { title: "Spot VMs", url: "https://cloud.google.com/compute/docs/instances/spot" },
    read: READ,
  },
  {
    id: "gcp-storage-classes",
    provider: "GCP",
    kind: "change",
    category: "storage",
    lever: "Autoclass for Standard storage rarely read",
    lines: /cloud storage/i,
    share: 0.8,
    saves: [0.08, 0.25],
    assumption:
      "20% to 40% of the Standard data is not read for 30 days or more; Autoclass moves it to Nearline and colder classes, 50% or more cheaper. Nearline, Coldline and Archive are not counted.",
    source: { title: "Cloud Storage Autoclass", url: "https://cloud.google.com/storage/docs/autoclass" },
    read: READ,
  },
  // Azure.
  {
    id: "azure-ri-vm",
    provider: "Azure",
    kind: "commitment",
    category: "compute",
    lever: "Azure Reserved VM Instances (or a savings plan for compute)",
    lines: /virtual machines?|\bvms?\b/i,
    fallbackCategory: "compute",
    share: 0.85,
    low: { rate: 0.36, term: "1-year", upfront: "no upfront, paid monthly" },
    high: { rate: 0.57, term: "3-year", upfront: "no upfront, paid monthly" },
    source: {
      title: "Azure Reserved Virtual Machine Instances",
      url: "https://azure.microsoft.com/pricing/reserved-vm-instances/",
    },
    read: READ,
  },
  {
    id: "azure-sql-reserved",
    provider: "Azure",
    kind: "commitment",
    category: "databases",
    lever: "Azure SQL Database reserved capacity",
    lines: /sql/i,
    fallbackCategory: "databases",
    share: 0.8,
    low: { rate: 0.21, term: "1-year", upfront: "no upfront, paid monthly" },
    high: { rate: 0.33, term: "3-year", upfront: "no upfront, paid monthly" },
    source: {
      title: "Azure SQL Database pricing (reserved capacity)",
      url: "https://azure.microsoft.com/pricing/details/azure-sql-database/single/",
    },
    read: READ,
  },
  {
    id: "azure-cosmos-reserved",
    provider: "Azure",
    kind: "commitment",
    category: "databases",
    lever: "Cosmos DB reserved capacity",
    lines: /cosmos/i,
    share: 0.8,
    low: { rate: 0.2, term: "1-year", upfront: "no upfront, paid monthly" },
    high: { rate: 0.3, term: "3-year", upfront: "no upfront, paid monthly" },
    source: {
      title: "Azure Cosmos DB reserved capacity",
      url: "https://learn.microsoft.com/azure/cosmos-db/reserved-capacity",
    },
    read: READ,
  },
  {
    id: "azure-rightsizing",
    provider: "Azure",
    kind: "change",
    category: "compute",
    lever: "Rightsizing VMs (Azure Advisor)",
    lines: /virtual machines?|\bvms?\b/i,
    fallbackCategory: "compute",
    share: 0.85,
    saves: [0.05, 0.15],
    assumption:
      "10% to 30% of the VM spend runs on sizes larger than their use needs; one size down halves their price.",
    source: {
      title: "Azure Advisor cost recommendations",
      url: "https://learn.microsoft.com/azure/advisor/advisor-cost-recommendations",
    },
    read: READ,
  },
  {
    id: "azure-scheduling",
    provider: "Azure",
    kind: "change",
    category: "compute",
    lever: "Stopping non-production VMs out of hours",
    lines: /virtual machines?|\bvms?\b/i,
    fallbackCategory: "compute",
    share: 0.85,
    saves: [0.06, 0.13],
    assumption:
      "10% to 20% of the VM hours are development and test that can be deallocated outside 12 working hours on weekdays (64% of the week off).",
    source: {
      title: "Start/Stop VMs v2",
      url: "https://learn.microsoft.com/azure/azure-functions/start-stop-vms/overview",
    },
    read: READ,
  },
  {
    id: "azure-ampere",
    provider: "Azure",
    kind: "change",
    category: "compute",
    lever: "Moving VMs to Ampere Altra or Cobalt (Arm)",
    lines: /virtual machines?|\bvms?\b/i,
    fallbackCategory: "compute",
    share: 0.85,
    saves: [0.04, 0.1],
    assumption:
      "Arm VM sizes list 15% to 20% below comparable x86 ones; a quarter to a half of the VM spend runs software that builds for Arm.",
    source: {
      title: "Azure Dpsv5 Arm-based VMs",
      url: "https://learn.microsoft.com/azure/virtual-machines/dpsv5-dpdsv5-series",
    },
    read: READ,
  },
  {
    id: "azure-spot",
    provider: "Azure",
    kind: "change",
    category: "compute",
    lever: "Spot VMs for fault-tolerant work",
    lines: /virtual machines?|\bvms?\b/i,
    fallbackCategory: "compute",
    share: 0.85,
    saves: [0.03, 0.1],
    assumption:
      "5% to 15% of the VM spend is interruptible work (batch, CI, stateless workers) that Spot VMs price 60% to 90% lower.",
    source: {
      title: "Azure Spot Virtual Machines",
      url: "https://azure.microsoft.com/pricing/spot-advisor/",
    },
    read: READ,
  },
  {
    id: "azure-blob-tiers",
    provider: "Azure",
    kind: "change",
    category: "storage",
    lever: "Blob access tiers for hot data rarely read",
    lines: /blob|hot/i,
    share: 0.8,
    saves: [0.08, 0.25],
    assumption:
      "20% to 40% of the Hot blob data is not read for 30 days or more; lifecycle rules move it to Cool or Cold, 45% or more cheaper. Managed disks, Cool, Cold and Archive are not counted.",
    source: {
      title: "Azure Blob Storage access tiers",
      url: "https://learn.microsoft.com/azure/storage/blobs/access-tiers-overview",
    },
    read: READ,
  },
];
