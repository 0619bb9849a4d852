import type { DateOrder } from "../read/dates.ts";

// Who issues cloud invoices: legal entities, brands, domains and tax ids, as data. `provider` is the name the
// product uses (the seeded providers are AWS, GCP, Azure, Oracle, IBM). A seller is recognised from its own
// identity printed on the page, never from a bare word: "Azure Interior" is a furniture shop, and an Amazon
// retail invoice is not AWS. Patterns run on folded text (lower case, no accents).

export type Seller = {
  provider: string;
  /** The legal entity, as shown in the result. */
  name: string;
  patterns: RegExp[];
  /** A generic corporate name (Google LLC, Microsoft Corporation) also issues non-cloud invoices: it only
   * counts when one of these cloud markers is on the page too. */
  requires?: RegExp;
  /** Summary labels only this seller prints ("AWS Service Charges"), looked for on the whole page. */
  labels?: RegExp[];
  /** What a bare "$" means on this seller's invoices. */
  dollar?: string;
  /** The seller's home currency: what "¥", "元" and "kr" mean on its invoices (JPY or CNY; SEK, DKK or NOK). */
  home?: string;
  /** How this seller writes 01/03/2026. */
  dateOrder?: DateOrder;
  /** Legal entity (2) beats a brand or domain (1). */
  strength: 1 | 2;
};

const GOOGLE_CLOUD =
  /google cloud|cloud platform|billing account|cloud\.google\.com|google workspace|g suite|gsuite/;
const AZURE = /azure|microsoft customer agreement|billing profile|azure\.com|portal\.azure/;
const ORACLE_CLOUD = /oracle cloud|\boci\b|cloud infrastructure|oraclecloud|universal credits/;
const IBM_CLOUD = /ibm cloud|cloud\.ibm\.com|softlayer/;
const ALIBABA_CLOUD = /alibaba cloud|alibabacloud|aliyun|阿里云/;

export const SELLERS: Seller[] = [
  // Amazon Web Services and its local sellers
  {
    provider: "AWS",
    name: "Amazon Web Services EMEA SARL",
    patterns: [/amazon web services emea/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services Japan G.K.",
    patterns: [/amazon web services japan/, /\baws japan\b/, /アマゾン ?ウェブ ?サービス ?ジャパン/],
    home: "JPY",
    strength: 2,
    dateOrder: "mdy",
    dollar: "USD",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services India Private Limited",
    patterns: [/amazon web services india/, /\baws india\b/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "AWS",
    name: "Amazon AWS Serviços Brasil Ltda.",
    patterns: [/amazon aws servicos brasil/, /aws servicos brasil/],
    strength: 2,
    dateOrder: "dmy",
    dollar: "BRL",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services Canada, Inc.",
    patterns: [/amazon web services canada/],
    strength: 2,
    dateOrder: "mdy",
    dollar: "USD",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services Australia Pty Ltd",
    patterns: [/amazon web services australia/],
    strength: 2,
    dateOrder: "dmy",
    dollar: "AUD",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services Singapore Pte. Ltd.",
    patterns: [/amazon web services singapore/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services Korea LLC",
    patterns: [/amazon web services korea/, /아마존 ?웹 ?서비시즈 ?코리아/],
    home: "KRW",
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "AWS",
    name: "AWS Turkey Pazarlama Teknoloji ve Danışmanlık Hizmetleri Ltd. Şti.",
    patterns: [/aws turkey pazarlama/],
    strength: 2,
    dateOrder: "dmy",
    home: "TRY",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services South Africa (Pty) Ltd",
    patterns: [/amazon web services south africa/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services, Inc.",
    patterns: [/amazon web services,? inc\b/, /\baws,? inc\b/],
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "AWS",
    name: "Amazon Web Services",
    patterns: [/amazon web services/, /aws\.amazon\.com/],
    labels: [/aws service charges/],
    strength: 1,
    dateOrder: "mdy",
  },
  // Google Cloud
  {
    provider: "GCP",
    name: "Google Cloud EMEA Limited",
    patterns: [/google cloud emea/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "GCP",
    name: "Google Cloud India Private Limited",
    patterns: [/google cloud india/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "GCP",
    name: "Google Cloud Brasil",
    patterns: [/google cloud brasil/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "GCP",
    name: "Google Cloud Japan G.K.",
    patterns: [/google cloud japan/],
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "GCP",
    name: "Google Cloud Canada Corporation",
    patterns: [/google cloud canada/],
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "GCP",
    name: "Google Australia Pty Ltd",
    patterns: [/google australia pty/],
    requires: GOOGLE_CLOUD,
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "GCP",
    name: "Google Ireland Limited",
    patterns: [/google ireland (?:limited|ltd)/],
    requires: GOOGLE_CLOUD,
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "GCP",
    name: "Google Asia Pacific Pte. Ltd.",
    patterns: [/google asia pacific/],
    requires: GOOGLE_CLOUD,
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "GCP",
    name: "Google LLC",
    patterns: [/google,? llc/, /google inc\b/],
    requires: GOOGLE_CLOUD,
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "GCP",
    name: "Google Cloud",
    patterns: [/google cloud platform/, /cloud\.google\.com/, /\bgoogle cloud\b/],
    strength: 1,
    dateOrder: "mdy",
  },
  // Microsoft Azure
  {
    provider: "Azure",
    name: "Microsoft Ireland Operations Ltd",
    patterns: [/microsoft ireland operations/],
    requires: AZURE,
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "Azure",
    name: "Microsoft Corporation",
    patterns: [/microsoft corporation/, /microsoft corp\b/],
    requires: AZURE,
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "Azure",
    name: "Microsoft Regional Sales Pte Ltd",
    patterns: [/microsoft regional sales/],
    requires: AZURE,
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "Azure",
    name: "Microsoft Azure",
    patterns: [/microsoft azure/, /azure\.microsoft\.com/, /portal\.azure\.com/],
    strength: 1,
    dateOrder: "mdy",
  },
  // Oracle, IBM
  {
    provider: "Oracle",
    name: "Oracle America, Inc.",
    patterns: [/oracle america/],
    requires: ORACLE_CLOUD,
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "Oracle",
    name: "Oracle Corporation",
    patterns: [/oracle corporation/, /oracle (?:emea|nederland|deutschland|france|uk|india)\b/],
    requires: ORACLE_CLOUD,
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "Oracle",
    name: "Oracle Cloud Infrastructure",
    patterns: [/oracle cloud infrastructure/, /oracle cloud\b/, /oraclecloud\.com/],
    strength: 1,
    dateOrder: "mdy",
  },
  {
    provider: "IBM",
    name: "IBM United Kingdom Limited",
    patterns: [/ibm united kingdom/],
    requires: IBM_CLOUD,
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "IBM",
    name: "International Business Machines Corporation",
    patterns: [
      /international business machines/,
      /\bibm corporation\b/,
      /\bibm (?:deutschland|france|italia|nederland|espana|canada|australia|india)\b/,
    ],
    requires: IBM_CLOUD,
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "IBM",
    name: "IBM Cloud",
    patterns: [/\bibm cloud\b/, /cloud\.ibm\.com/],
    strength: 1,
    dateOrder: "mdy",
  },
  // Other cloud sellers, named plainly
  {
    provider: "DigitalOcean",
    name: "DigitalOcean, LLC",
    patterns: [/digitalocean,? llc/, /digital ocean,? llc/],
    strength: 2,
    dateOrder: "mdy",
  },
  {
    provider: "DigitalOcean",
    name: "DigitalOcean",
    patterns: [/\bdigitalocean\b/, /digitalocean\.com/],
    strength: 1,
    dateOrder: "mdy",
  },
  {
    provider: "Hetzner",
    name: "Hetzner Online GmbH",
    patterns: [/hetzner online/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "Hetzner",
    name: "Hetzner",
    patterns: [/\bhetzner\b/, /hetzner\.(?:com|de|cloud)/],
    strength: 1,
    dateOrder: "dmy",
  },
  {
    provider: "OVHcloud",
    name: "OVH SAS",
    patterns: [/\bovh sas\b/, /\bovh groupe\b/, /\bovh (?:gmbh|ltd|hispano|s\.?r\.?l|sp)\b/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "OVHcloud",
    name: "OVHcloud",
    patterns: [/\bovhcloud\b/, /\bovh\.(?:com|net|de|co\.uk|es|it|ie)\b/],
    strength: 1,
    dateOrder: "dmy",
  },
  { provider: "Scaleway", name: "Scaleway SAS", patterns: [/scaleway sas/], strength: 2, dateOrder: "dmy" },
  { provider: "Scaleway", name: "Scaleway", patterns: [/\bscaleway\b/], strength: 1, dateOrder: "dmy" },
  {
    provider: "Linode",
    name: "Akamai Technologies, Inc. (Linode)",
    patterns: [/linode,? llc/, /akamai technologies.*linode|linode.*akamai technologies/s],
    strength: 2,
    dateOrder: "mdy",
  },
  { provider: "Linode", name: "Linode", patterns: [/\blinode\b/], strength: 1, dateOrder: "mdy" },
  {
    provider: "Vultr",
    name: "Vultr Holdings, LLC",
    patterns: [/vultr holdings/, /\bthe constant company\b/],
    strength: 2,
    dateOrder: "mdy",
  },
  { provider: "Vultr", name: "Vultr", patterns: [/\bvultr\b/], strength: 1, dateOrder: "mdy" },
  {
    provider: "Alibaba Cloud",
    name: "Alibaba Cloud (Singapore) Private Limited",
    patterns: [/alibaba cloud \(?singapore\)?/, /alibaba\.com singapore e commerce/],
    strength: 2,
    dateOrder: "dmy",
  },
  {
    provider: "Alibaba Cloud",
    name: "Alibaba Cloud Computing Co., Ltd.",
    patterns: [/阿里云计算有限公司/, /阿里雲計算有限公司/, /alibaba cloud computing co/],
    strength: 2,
    dateOrder: "dmy",
    home: "CNY",
  },
  {
    provider: "Tencent Cloud",
    name: "Tencent Cloud Computing (Beijing) Co., Ltd.",
    patterns: [/腾讯云计算[(（]北京[)）]有限责任公司/, /tencent cloud computing \(?beijing\)?/],
    strength: 2,
    dateOrder: "dmy",
    home: "CNY",
  },
  {
    provider: "Tencent Cloud",
    name: "Tencent Cloud",
    patterns: [/腾讯云/, /騰訊雲/, /\btencent cloud\b/, /cloud\.tencent\.com/],
    strength: 1,
    dateOrder: "dmy",
  },
  {
    provider: "Huawei Cloud",
    name: "Huawei Cloud Computing Technologies Co., Ltd.",
    patterns: [/华为云计算技术有限公司/, /huawei cloud computing technologies/],
    strength: 2,
    dateOrder: "dmy",
    home: "CNY",
  },
  {
    provider: "Huawei Cloud",
    name: "Huawei Cloud",
    patterns: [/华为云/, /\bhuawei cloud\b/, /huaweicloud\.com/],
    strength: 1,
    dateOrder: "dmy",
  },
  {
    provider: "Alibaba Cloud",
    name: "Alibaba Cloud",
    patterns: [/\balibaba cloud\b/, /alibabacloud\.com/, /\baliyun\b/, /阿里云/],
    requires: ALIBABA_CLOUD,
    strength: 1,
    dateOrder: "dmy",
  },
];

/** Which provider the visitor's chosen name ("AWS", "Google Cloud", "azure") stands for. */
export const PROVIDER_ALIASES: Array<[string, RegExp]> = [
  ["AWS", /^(aws|amazon)/i],
  ["GCP", /^(gcp|google)/i],
  ["Azure", /^(azure|microsoft)/i],
  ["DigitalOcean", /^digital\s*ocean/i],
  ["Hetzner", /^hetzner/i],
  ["Oracle", /^(oracle|oci)/i],
  ["IBM", /^ibm/i],
  ["OVHcloud", /^ovh/i],
  ["Scaleway", /^scaleway/i],
  ["Linode", /^(linode|akamai)/i],
  ["Vultr", /^vultr/i],
  ["Alibaba Cloud", /^(alibaba|aliyun)/i],
  ["Tencent Cloud", /^tencent/i],
  ["Huawei Cloud", /^huawei/i],
];
