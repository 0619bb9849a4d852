import type { MouseEvent, ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { type SectionId, scrollToSection } from "#client/lib/scroll-to-section.ts";

type SectionLinkProps = {
  section: SectionId;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
};

/**
 * A link to a landing section. On the landing page it scrolls; elsewhere it goes to "/#section" and the landing
 * page scrolls once it has rendered (spec §2: after about 100 ms).
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    onNavigate?.();
    if (location.pathname === "/") void scrollToSection(section);
    else void navigate(`/#${section}`);
  }

  return (
    <a href={`/#${section}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
