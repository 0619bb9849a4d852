import type { ReactNode } from "react";
import { site } from "#client/content/site.ts";

type LegalPageProps = { title: string; intro: ReactNode; children: ReactNode };

/** Shared frame of the Terms and Privacy pages: title, last-updated line and numbered sections. */
export function LegalPage({ title, intro, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <title>{`${title} – ${site.companyName}`}</title>
      <header className="border-b pb-8">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">Legal</p>
        <h1 className="mt-3 font-bold text-4xl tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-muted-foreground">Last updated: {site.legalLastUpdated}</p>
        <div className="mt-6 text-lg text-muted-foreground leading-relaxed">{intro}</div>
      </header>
      <ol className="mt-10 flex list-none flex-col gap-10">{children}</ol>
    </article>
  );
}

type LegalSectionProps = { number: number; title: string; children: ReactNode };

export function LegalSection({ number, title, children }: LegalSectionProps) {
  const id = `section-${number}`;
  return (
    <li aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-2xl tracking-tight">
        {number}. {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4 text-foreground/85 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_ul]:ml-5 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2">
        {children}
      </div>
    </li>
  );
}
