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

/** The payment terms of a provider's `low` (1-year) and `high` (3-year) commitment rates. */
type CommitmentTerms = { low: Omit<CommitmentRate, "rate">; high: Omit<CommitmentRate, "rate"> };

/** What a lever says for itself; the provider, the kind, the terms and `read` come from its group. */
type LeverFields = Pick<
  LeverEntry,
  "id" | "category" | "lever" | "lines" | "fallbackCategory" | "share" | "source"
>;
type CommitmentFields = LeverFields & {
  /** The `low` and `high` rates. */
  rates: readonly [number, number];
  /** Terms other than the provider's usual ones. */
  terms?: CommitmentTerms;
};
type ChangeFields = LeverFields & Required<Pick<LeverEntry, "saves" | "assumption">>;

/** Writes a provider's levers: each names only what differs from lever to lever. */
function leversOf(provider: LeverEntry["provider"], usualTerms: CommitmentTerms) {
  return {
    commitment: ({ rates: [low, high], terms = usualTerms, ...fields }: CommitmentFields): LeverEntry => ({
      ...fields,
      provider,
      kind: "commitment",
      low: { rate: low, ...terms.low },
      high: { rate: high, ...terms.high },
      read: READ,
    }),
    change: (fields: ChangeFields): LeverEntry => ({ ...fields, provider, kind: "change", read: READ }),
  };
}

const AWS_TERMS: CommitmentTerms = {
  low: { term: "1-year", upfront: "no upfront" },
  high: { term: "3-year", upfront: "all upfront" },
};
const aws = leversOf("AWS", AWS_TERMS);
const gcp = leversOf("GCP", {
  low: { term: "1-year", upfront: "no upfront, billed monthly" },
  high: { term: "3-year", upfront: "no upfront, billed monthly" },
});
const azure = leversOf("Azure", {
  low: { term: "1-year", upfront: "no upfront, paid monthly" },
  high: { term: "3-year", upfront: "no upfront, paid monthly" },
});

/** The instance lines most of a provider's levers reach, each with the share of it that is instance hours. */
type InstanceLines = Pick<LeverEntry, "lines" | "fallbackCategory" | "share">;
const EC2_INSTANCES: InstanceLines = {
  lines: /elastic compute cloud|\bec2\b/i,
  fallbackCategory: "compute",
  share: 0.7,
};
const COMPUTE_ENGINE_VMS: InstanceLines = {
  lines: /compute engine/i,
  fallbackCategory: "compute",
  share: 0.7,
};
const AZURE_VMS: InstanceLines = {
  lines: /virtual machines?|\bvms?\b/i,
  fallbackCategory: "compute",
  share: 0.85,
};

const AWS_SP: { title: string; url: string } = {
  title: "AWS Compute Savings Plans pricing",
  url: "https://aws.amazon.com/savingsplans/compute-pricing/",
};

export const LEVER_CATALOGUE: readonly LeverEntry[] = [
  // AWS: commitments.
  aws.commitment({
    id: "aws-compute-sp-ec2",
    category: "compute",
    lever: "Compute Savings Plans on EC2 instances",
    ...EC2_INSTANCES,
    rates: [0.28, 0.52],
    source: AWS_SP,
  }),
  aws.commitment({
    id: "aws-compute-sp-fargate",
    category: "containers",
    lever: "Compute Savings Plans on Fargate",
    lines: /fargate|elastic container service(?! for kubernetes)/i,
    share: 0.9,
    rates: [0.2, 0.45],
    source: AWS_SP,
  }),
  aws.commitment({
    id: "aws-compute-sp-lambda",
    category: "serverless",
    lever: "Compute Savings Plans on Lambda",
    lines: /lambda/i,
    share: 0.9,
    rates: [0.12, 0.17],
    source: AWS_SP,
  }),
  aws.commitment({
    id: "aws-rds-ri",
    category: "databases",
    lever: "RDS Reserved Instances",
    lines: /relational database|\brds\b|aurora/i,
    fallbackCategory: "databases",
    share: 0.7,
    rates: [0.3, 0.55],
    source: { title: "Amazon RDS Reserved Instances", url: "https://aws.amazon.com/rds/reserved-instances/" },
  }),
  aws.commitment({
    id: "aws-elasticache-ri",
    category: "databases",
    lever: "ElastiCache reserved nodes",
    lines: /elasticache|memorydb/i,
    share: 0.9,
    rates: [0.3, 0.55],
    source: {
      title: "Amazon ElastiCache reserved nodes",
      url: "https://aws.amazon.com/elasticache/reserved-cache-nodes/",
    },
  }),
  aws.commitment({
    id: "aws-opensearch-ri",
    category: "analytics",
    lever: "OpenSearch Service Reserved Instances",
    lines: /opensearch|elasticsearch/i,
    share: 0.8,
    rates: [0.3, 0.5],
    source: {
      title: "Amazon OpenSearch Service pricing (Reserved Instances)",
      url: "https://aws.amazon.com/opensearch-service/pricing/",
    },
  }),
  aws.commitment({
    id: "aws-redshift-ri",
    category: "analytics",
    lever: "Redshift reserved nodes",
    lines: /redshift/i,
    share: 0.8,
    rates: [0.2, 0.6],
    source: { title: "Amazon Redshift pricing", url: "https://aws.amazon.com/redshift/pricing/" },
  }),
  aws.commitment({
    id: "aws-cloudfront-bundle",
    category: "network",
    lever: "CloudFront Security Savings Bundle",
    lines: /cloudfront/i,
    share: 1,
    rates: [0.2, 0.3],
    // The bundle is sold for a 1-year term only: both rates are 1-year ones.
    terms: { low: AWS_TERMS.low, high: AWS_TERMS.low },
    source: { title: "Amazon CloudFront pricing", url: "https://aws.amazon.com/cloudfront/pricing/" },
  }),
  // AWS: changes with no commitment.
  aws.change({
    id: "aws-rightsizing",
    category: "compute",
    lever: "Rightsizing instances",
    lines: /elastic compute cloud|\bec2\b|relational database|\brds\b/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.05, 0.15],
    assumption:
      "10% to 30% of the instance spend runs on instances one size larger than their use needs; one size down halves their price.",
    source: { title: "AWS Compute Optimizer", url: "https://aws.amazon.com/compute-optimizer/" },
  }),
  aws.change({
    id: "aws-scheduling",
    category: "compute",
    lever: "Stopping non-production instances out of hours",
    ...EC2_INSTANCES,
    saves: [0.06, 0.13],
    assumption:
      "10% to 20% of the instance hours are development and test that can stop outside 12 working hours on weekdays (64% of the week off).",
    source: {
      title: "AWS Instance Scheduler",
      url: "https://aws.amazon.com/solutions/implementations/instance-scheduler-on-aws/",
    },
  }),
  aws.change({
    id: "aws-graviton",
    category: "compute",
    lever: "Moving instances to Graviton (Arm)",
    lines: /elastic compute cloud|\bec2\b|relational database|\brds\b|elasticache/i,
    fallbackCategory: "compute",
    share: 0.7,
    saves: [0.05, 0.1],
    assumption:
      "Graviton instances list about 20% below comparable x86 ones; a quarter to a half of the instance spend runs software that builds for Arm.",
    source: { title: "AWS Graviton", url: "https://aws.amazon.com/ec2/graviton/" },
  }),
  aws.change({
    id: "aws-spot",
    category: "compute",
    lever: "Spot Instances for fault-tolerant work",
    ...EC2_INSTANCES,
    saves: [0.03, 0.1],
    assumption:
      "5% to 15% of the instance spend is interruptible work (batch, CI, stateless workers) that Spot prices 60% to 70% lower.",
    source: { title: "Amazon EC2 Spot Instances", url: "https://aws.amazon.com/ec2/spot/pricing/" },
  }),
  aws.change({
    id: "aws-gp3",
    category: "storage",
    lever: "EBS volumes from gp2 to gp3",
    lines: /elastic block store|\bebs\b|elastic compute cloud|\bec2\b/i,
    share: 0.2,
    saves: [0.05, 0.2],
    assumption:
      "gp3 costs 20% less per GB than gp2; a quarter to all of the volumes are still gp2. EBS is taken as a fifth of an EC2 line when the invoice does not print it apart.",
    source: { title: "Amazon EBS pricing", url: "https://aws.amazon.com/ebs/pricing/" },
  }),
  aws.change({
    id: "aws-s3-tiering",
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
  }),
  aws.change({
    id: "aws-transfer",
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
  }),
  // GCP: commitments.
  gcp.commitment({
    id: "gcp-cud-compute",
    category: "compute",
    lever: "Resource-based committed use discounts (Compute Engine)",
    ...COMPUTE_ENGINE_VMS,
    rates: [0.37, 0.55],
    source: {
      title: "Google Cloud committed use discounts",
      url: "https://cloud.google.com/compute/docs/instances/committed-use-discounts-overview",
    },
  }),
  gcp.commitment({
    id: "gcp-cud-cloudsql",
    category: "databases",
    lever: "Cloud SQL committed use discounts",
    lines: /cloud sql/i,
    fallbackCategory: "databases",
    share: 0.7,
    rates: [0.25, 0.52],
    source: { title: "Cloud SQL committed use discounts", url: "https://cloud.google.com/sql/cud" },
  }),
  gcp.commitment({
    id: "gcp-cud-memorystore",
    category: "databases",
    lever: "Memorystore and Spanner committed use discounts",
    lines: /memorystore|spanner/i,
    share: 0.8,
    rates: [0.2, 0.4],
    source: {
      title: "Memorystore for Redis committed use discounts",
      url: "https://cloud.google.com/memorystore/docs/redis/cuds",
    },
  }),
  gcp.commitment({
    id: "gcp-cud-run",
    category: "serverless",
    lever: "Cloud Run committed use discounts",
    lines: /cloud run/i,
    share: 0.9,
    rates: [0.17, 0.17],
    source: { title: "Cloud Run pricing", url: "https://cloud.google.com/run/pricing" },
  }),
  // GCP: changes with no commitment.
  gcp.change({
    id: "gcp-rightsizing",
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
  }),
  gcp.change({
    id: "gcp-scheduling",
    category: "compute",
    lever: "Stopping non-production VMs out of hours",
    ...COMPUTE_ENGINE_VMS,
    saves: [0.06, 0.13],
    assumption:
      "10% to 20% of the VM hours are development and test that can stop outside 12 working hours on weekdays (64% of the week off).",
    source: {
      title: "Compute Engine instance schedules",
      url: "https://cloud.google.com/compute/docs/instances/schedule-instance-start-stop",
    },
  }),
  gcp.change({
    id: "gcp-axion",
    category: "compute",
    lever: "Moving VMs to Axion or Tau T2A (Arm)",
    ...COMPUTE_ENGINE_VMS,
    saves: [0.04, 0.1],
    assumption:
      "Arm machine types list 15% to 20% below comparable x86 ones; a quarter to a half of the VM spend runs software that builds for Arm.",
    source: { title: "Google Axion processors", url: "https://cloud.google.com/products/axion" },
  }),
  gcp.change({
    id: "gcp-spot",
    category: "compute",
    lever: "Spot VMs for fault-tolerant work",
    ...COMPUTE_ENGINE_VMS,
    saves: [0.03, 0.1],
    assumption:
      "5% to 15% of the VM spend is interruptible work (batch, CI, stateless workers) that Spot VMs price 60% to 91% lower.",
    source: { title: "Spot VMs", url: "https://cloud.google.com/compute/docs/instances/spot" },
  }),
  gcp.change({
    id: "gcp-storage-classes",
    category: "storage",
    lever: "Autoclass for Standard storage rarely read",
    lines: /cloud storage/i,
    share: 0.8,
    saves: [0.08, 0.25],
    assumption:
      "20% to 40% of the Standard data is not read for 30 days or more; Autoclass moves it to Nearline and colder classes, 50% or more cheaper. Nearline, Coldline and Archive are not counted.",
    source: { title: "Cloud Storage Autoclass", url: "https://cloud.google.com/storage/docs/autoclass" },
  }),
  // Azure: commitments.
  azure.commitment({
    id: "azure-ri-vm",
    category: "compute",
    lever: "Azure Reserved VM Instances (or a savings plan for compute)",
    ...AZURE_VMS,
    rates: [0.36, 0.57],
    source: {
      title: "Azure Reserved Virtual Machine Instances",
      url: "https://azure.microsoft.com/pricing/reserved-vm-instances/",
    },
  }),
  azure.commitment({
    id: "azure-sql-reserved",
    category: "databases",
    lever: "Azure SQL Database reserved capacity",
    lines: /sql/i,
    fallbackCategory: "databases",
    share: 0.8,
    rates: [0.21, 0.33],
    source: {
      title: "Azure SQL Database pricing (reserved capacity)",
      url: "https://azure.microsoft.com/pricing/details/azure-sql-database/single/",
    },
  }),
  azure.commitment({
    id: "azure-cosmos-reserved",
    category: "databases",
    lever: "Cosmos DB reserved capacity",
    lines: /cosmos/i,
    share: 0.8,
    rates: [0.2, 0.3],
    source: {
      title: "Azure Cosmos DB reserved capacity",
      url: "https://learn.microsoft.com/azure/cosmos-db/reserved-capacity",
    },
  }),
  // Azure: changes with no commitment.
  azure.change({
    id: "azure-rightsizing",
    category: "compute",
    lever: "Rightsizing VMs (Azure Advisor)",
    ...AZURE_VMS,
    saves: [0.05, 0.15],
    assumption:
      "10% to 30% of the VM spend runs on sizes larger than their use needs; one size down halves their price.",
    source: {
      title: "Azure Advisor cost recommendations",
      url: "https://learn.microsoft.com/azure/advisor/advisor-cost-recommendations",
    },
  }),
  azure.change({
    id: "azure-scheduling",
    category: "compute",
    lever: "Stopping non-production VMs out of hours",
    ...AZURE_VMS,
    saves: [0.06, 0.13],
    assumption:
      "10% to 20% of the VM hours are development and test that can be deallocated outside 12 working hours on weekdays (64% of the week off).",
    source: {
      title: "Start/Stop VMs v2",
      url: "https://learn.microsoft.com/azure/azure-functions/start-stop-vms/overview",
    },
  }),
  azure.change({
    id: "azure-ampere",
    category: "compute",
    lever: "Moving VMs to Ampere Altra or Cobalt (Arm)",
    ...AZURE_VMS,
    saves: [0.04, 0.1],
    assumption:
      "Arm VM sizes list 15% to 20% below comparable x86 ones; a quarter to a half of the VM spend runs software that builds for Arm.",
    source: {
      title: "Azure Dpsv5 Arm-based VMs",
      url: "https://learn.microsoft.com/azure/virtual-machines/dpsv5-dpdsv5-series",
    },
  }),
  azure.change({
    id: "azure-spot",
    category: "compute",
    lever: "Spot VMs for fault-tolerant work",
    ...AZURE_VMS,
    saves: [0.03, 0.1],
    assumption:
      "5% to 15% of the VM spend is interruptible work (batch, CI, stateless workers) that Spot VMs price 60% to 90% lower.",
    source: {
      title: "Azure Spot Virtual Machines",
      url: "https://azure.microsoft.com/pricing/spot-advisor/",
    },
  }),
  azure.change({
    id: "azure-blob-tiers",
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
  }),
];
