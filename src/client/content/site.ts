// Site-wide copy and configuration. Values that differ per deployment come from VITE_* build-time variables
// (listed in the README), with defaults that work for the demo.
const env = import.meta.env;

function pick(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

const companyName = pick(env.VITE_COMPANY_NAME, "Cloud Bill Check");

export const site = {
  companyName,
  legalEntity: pick(env.VITE_COMPANY_LEGAL_NAME, `${companyName}, Inc.`),
  tagline: pick(env.VITE_TAGLINE, "FinOps experts who turn cloud invoices into lasting savings."),
  contactEmail: pick(env.VITE_CONTACT_EMAIL, "hello@cloudbillcheck.example"),
  supportEmail: pick(env.VITE_SUPPORT_EMAIL, "support@cloudbillcheck.example"),
  privacyEmail: pick(env.VITE_PRIVACY_EMAIL, "privacy@cloudbillcheck.example"),
  dpoEmail: pick(env.VITE_DPO_EMAIL, "dpo@cloudbillcheck.example"),
  social: {
    github: pick(env.VITE_SOCIAL_GITHUB_URL, "https://github.com/cloudbillcheck"),
    chat: pick(env.VITE_SOCIAL_CHAT_URL, "https://discord.com/invite/cloudbillcheck"),
    linkedin: pick(env.VITE_SOCIAL_LINKEDIN_URL, "https://www.linkedin.com/company/cloudbillcheck"),
  },
  analytics: {
    posthogKey: env.VITE_POSTHOG_KEY?.trim() ?? "",
    posthogHost: pick(env.VITE_POSTHOG_HOST, "https://us.i.posthog.com"),
  },
  legalLastUpdated: "March 1, 2024",
} as const;

export const NAV_SECTIONS = [
  { id: "calculator", label: "Analysis" },
  { id: "testimonials", label: "Testimonials" },
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "contact-section", label: "Contact" },
] as const;
