import { Link } from "react-router";
import { site } from "#client/content/site.ts";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#10b981" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      <path d="M9 20.5a5 5 0 0 1 1.6-9.7 6.5 6.5 0 0 1 12.3 1.9 4 4 0 0 1-.4 7.8H9z" fill="#fff" />
      <path
        d="M12.5 16.5l2.6 2.6 4.6-4.8"
        fill="none"
        stroke="#059669"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 whitespace-nowrap rounded-lg font-semibold text-foreground text-lg tracking-tight"
      aria-label={`${site.companyName} home`}
    >
      <LogoMark />
      <span>{site.companyName}</span>
    </Link>
  );
}
