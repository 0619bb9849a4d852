/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_LEGAL_NAME?: string;
  readonly VITE_TAGLINE?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_PRIVACY_EMAIL?: string;
  readonly VITE_DPO_EMAIL?: string;
  readonly VITE_SOCIAL_GITHUB_URL?: string;
  readonly VITE_SOCIAL_CHAT_URL?: string;
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_POSTHOG_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
