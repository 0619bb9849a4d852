// Generated from the seller catalogue (src/server/extraction/engine/lexicon/sellers/) by
// tests/unit/extraction/seller-catalogue.test.ts; do not edit. After changing a provider's names there, run
// `npx vitest run tests/unit/extraction/seller-catalogue.test.ts -u`.

/** Each provider's name in the product, how a visitor reads it, and the other names it goes by. */
export const PROVIDER_NAMES: ReadonlyArray<{
  provider: string;
  label?: string;
  aliases: readonly string[];
}> = [
  { provider: "AWS", aliases: ["Amazon Web Services", "Amazon", "Amazon AWS"] },
  { provider: "GCP", label: "Google Cloud", aliases: ["Google Cloud Platform", "Google"] },
  { provider: "Azure", label: "Microsoft Azure", aliases: ["Microsoft"] },
  { provider: "Oracle", label: "Oracle Cloud", aliases: ["OCI", "Oracle Cloud Infrastructure"] },
  { provider: "IBM", label: "IBM Cloud", aliases: [] },
  { provider: "DigitalOcean", aliases: ["Digital Ocean"] },
  { provider: "Hetzner", aliases: ["Hetzner Cloud", "Hetzner Online"] },
  { provider: "OVHcloud", aliases: ["OVH"] },
  { provider: "Scaleway", aliases: [] },
  { provider: "Linode", aliases: ["Akamai", "Akamai Linode"] },
  { provider: "Vultr", aliases: [] },
  { provider: "Tencent Cloud", aliases: ["Tencent"] },
  { provider: "Huawei Cloud", aliases: ["Huawei"] },
  { provider: "Alibaba Cloud", aliases: ["Alibaba", "Aliyun"] },
  { provider: "Cloudflare", aliases: [] },
  { provider: "Fastly", aliases: [] },
  { provider: "Backblaze", aliases: [] },
  { provider: "Exoscale", aliases: [] },
  { provider: "UpCloud", aliases: [] },
  { provider: "Contabo", aliases: [] },
  { provider: "Sakura Internet", aliases: ["Sakura Cloud", "Sakura"] },
  { provider: "Naver Cloud", aliases: ["NAVER Cloud Platform", "Naver Cloud Platform", "NCP", "ncloud"] },
];
