import { FileText, type LucideIcon, MessageSquareQuote, Server, Settings } from "lucide-react";

export type AdminPage = { to: string; label: string; icon: LucideIcon };

/** The four admin pages, in menu order (spec §2). */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { to: "/admin/results", label: "Results History", icon: FileText },
  { to: "/admin/providers", label: "Cloud Providers", icon: Server },
  { to: "/admin/testimonials", label: "Testimonials", icon: MessageSquareQuote },
  { to: "/admin/settings", label: "Settings", icon: Settings },
];
