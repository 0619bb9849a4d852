import { Link } from "react-router";
import { NAV_SECTIONS, site } from "#client/content/site.ts";
import { FooterNav } from "./footer-nav.tsx";
import { LogoMark } from "./logo.tsx";
import { SectionLink } from "./section-link.tsx";
import { ChatIcon, CodeHostIcon, NetworkIcon } from "./social-icons.tsx";

const SOCIAL_LINKS = [
  { href: site.social.github, label: "GitHub", Icon: CodeHostIcon },
  { href: site.social.chat, label: "Discord", Icon: ChatIcon },
  { href: site.social.linkedin, label: "LinkedIn", Icon: NetworkIcon },
] as const;

const LEGAL_LINKS = [
  { to: "/terms", label: "Terms of Service" },
  { to: "/privacy", label: "Privacy Policy" },
] as const;

const FOOTER_LINK = "rounded text-muted-foreground text-sm transition-colors hover:text-foreground";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.6fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-2.5 font-semibold text-lg tracking-tight">
            <LogoMark />
            <span>{site.companyName}</span>
          </div>
          <p className="max-w-xs text-muted-foreground text-sm leading-relaxed">{site.tagline}</p>
          <ul className="flex items-center gap-2" aria-label="Social links">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.companyName} on ${label}`}
                  className="flex size-10 items-center justify-center rounded-lg border bg-background text-muted-foreground transition-colors hover:text-foreground"
                >
                  <Icon className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterNav id="footer-explore" title="Explore">
          {NAV_SECTIONS.map((item) => (
            <li key={item.id}>
              <SectionLink section={item.id} className={FOOTER_LINK}>
                {item.label}
              </SectionLink>
            </li>
          ))}
        </FooterNav>
        <FooterNav id="footer-legal" title="Legal">
          {LEGAL_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={FOOTER_LINK}>
                {label}
              </Link>
            </li>
          ))}
        </FooterNav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-muted-foreground text-sm sm:px-6">
          © {year} {site.legalEntity.replace(/\.$/, "")}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
