import { SEEDED_PROVIDERS } from "../extraction/engine/lexicon/sellers/index.ts";

// Demo content for a fresh installation. The people and companies are invented.
/** The provider rows: the catalogue's providers that have a `seed` (lexicon/sellers/*.ts). */
export const SEED_PROVIDERS = SEEDED_PROVIDERS;

export const DEFAULT_SETTINGS = {
  admin_signups_enabled: "false",
  analysis_enabled: "true",
  contact_form_enabled: "true",
  bookings_enabled: "true",
  // Not one of the spec's four public switches: staff-only, mails CONTACT_INBOX a summary of each new analysis.
  analysis_summary_mail_enabled: "true",
} as const;

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** Newest first: the first row gets the latest created_at. */
export const SEED_TESTIMONIALS = [
  {
    name: "Sarah Chen",
    company: "Northwind Analytics",
    job_title: "VP of Engineering",
    content:
      "We thought our AWS bill was already lean. The analysis found 31% in unused commitments and oversized clusters, and the team helped us capture it within a quarter.",
    linkedin_url: "https://www.linkedin.com/in/sarah-chen-example",
    image_path: "sarah-chen.webp",
  },
  {
    name: "Marcus Johnson",
    company: "Brightline Health",
    job_title: "Head of Platform",
    content:
      "Clear numbers, no sales pressure. Uploading one invoice showed us exactly where our savings plan coverage fell short.",
    linkedin_url: "https://www.linkedin.com/in/marcus-johnson-example",
    image_path: "marcus-johnson.webp",
  },
  {
    name: "Priya Patel",
    company: "Lumen Retail Group",
    job_title: "Director of Cloud Operations",
    content:
      "Our Azure reservations were a mess after two mergers. Within six weeks we were saving more than we spend on the whole data team.",
    linkedin_url: null,
    image_path: "priya-patel.webp",
  },
  {
    name: "David Okafor",
    company: "Kestrel Logistics",
    job_title: "CTO",
    content:
      "The free check took two minutes and was more accurate than the report our reseller charged us for. The follow-up call paid for itself.",
    linkedin_url: "https://www.linkedin.com/in/david-okafor-example",
    image_path: "david-okafor.webp",
  },
  {
    name: "Elena Rossi",
    company: "Vela Fintech",
    job_title: "FinOps Lead",
    content:
      "They speak both finance and engineering. Our committed-use discounts on Google Cloud now cover 80% of steady workloads instead of 20%.",
    linkedin_url: null,
    image_path: "elena-rossi.webp",
  },
  {
    name: "Tom Becker",
    company: "Alpine Media",
    job_title: "Engineering Manager",
    content:
      "Practical advice we could apply the same week: rightsizing, storage tiers and a savings plan we had postponed for a year.",
    linkedin_url: "https://www.linkedin.com/in/tom-becker-example",
    image_path: null,
  },
  {
    name: "Aisha Rahman",
    company: "Cobalt Games",
    job_title: "Infrastructure Architect",
    content:
      "Game launches make our spend spiky. The team modelled our commitments around the peaks and cut the monthly bill by a quarter.",
    linkedin_url: null,
    image_path: null,
  },
  {
    name: "Jonas Lindqvist",
    company: "Fjord Robotics",
    job_title: "COO",
    content:
      "I am not a cloud engineer, and I did not need to be. The report explained our invoice in plain words and the savings were real.",
    linkedin_url: "https://www.linkedin.com/in/jonas-lindqvist-example",
    image_path: null,
  },
] as const;
