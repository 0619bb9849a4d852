import {
  CalendarDays,
  FileText,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Server,
  Settings,
  Users,
} from "lucide-react";

export type AdminPage = { to: string; label: string; icon: LucideIcon };

/**
 * The admin pages, in menu order: the docs/product.md#screens four with Messages and Bookings (the contact inbox)
 * after Results History, then staff accounts. The leads overview follows Results History;
 * /admin itself still opens Results History, as the spec says.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { to: "/admin/results", label: "Results History", icon: FileText },
  { to: "/admin/overview", label: "Overview", icon: LayoutDashboard },
  { to: "/admin/messages", label: "Messages", icon: Inbox },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarDays },
  { to: "/admin/providers", label: "Cloud Providers", icon: Server },
  { to: "/admin/testimonials", label: "Testimonials", icon: MessageSquareQuote },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/staff", label: "Staff Accounts", icon: Users },
];
