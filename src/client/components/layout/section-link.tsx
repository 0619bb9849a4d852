import type { MouseEvent, ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { isPlainClick } from "#client/lib/is-plain-click.ts";
import { type SectionId, scrollToSection } from "#client/lib/scroll-to-section.ts";

type SectionLinkProps = {
  section: SectionId;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
};

/**
 * A link to a landing section. On the landing page it scrolls; elsewhere it goes to "/#section" and the landing
 * page scrolls once it has rendered (docs/product.md#screens: after about 100 ms).
 */
export function SectionLink({ section, className, children, onNavigate }: SectionLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    if (location.pathname === "/") scrollToSection(section);
    else void navigate(`/#${section}`);
  }

  return (
    <a href={`/#${section}`} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
