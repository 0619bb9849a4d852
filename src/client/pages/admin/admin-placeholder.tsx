// PLACEHOLDER (issue 2): each admin page is built by the admin issue; until then it shows its spec heading.
export function AdminPlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className="font-bold text-3xl tracking-tight">
        {title}
      </h1>
      <p className="mt-4 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        This page is coming soon.
      </p>
    </section>
  );
}
