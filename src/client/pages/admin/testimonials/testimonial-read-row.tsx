import { ExternalLink } from "lucide-react";
import { useState } from "react";
import type { ReadRowProps } from "#client/components/admin/editable-list-page.tsx";
import { ReadRowActions, RowName } from "#client/components/admin/read-row-actions.tsx";
import { isTempId } from "#client/components/admin/use-inline-rows.ts";
import { TableCell, TableRow } from "#client/components/ui/table.tsx";
import type { Testimonial } from "#shared/schemas/public-api.ts";
import { toLinkedInDisplay } from "#shared/schemas/testimonial-input.ts";
import { PhotoUploadButton } from "./photo-upload-button.tsx";

function ImageCell({ path }: { path: string | null }) {
  const [isBroken, setBroken] = useState(false);
  if (!path) return <span className="text-muted-foreground">No image</span>;
  return (
    <span className="flex items-center gap-2">
      {isBroken ? null : (
        <img
          src={`/testimonials/${encodeURIComponent(path)}`}
          alt=""
          className="size-8 shrink-0 rounded-full border object-cover"
          loading="lazy"
          onError={() => setBroken(true)}
        />
      )}
      <span className="break-words font-mono text-xs">{path}</span>
    </span>
  );
}

export function TestimonialReadRow({ row, isBusy, onEdit, onDelete }: ReadRowProps<Testimonial>) {
  const isDraft = isTempId(row.id);
  const name = row.name || "Untitled testimonial";
  return (
    <TableRow className="align-top" data-row-id={row.id}>
      <TableCell label="Name" className="font-medium">
        <RowName name={row.name} placeholder="Untitled testimonial" isDraft={isDraft} badgeBelow />
      </TableCell>
      <TableCell label="Company" className="wrap-anywhere">
        {row.company}
      </TableCell>
      <TableCell label="Job Title" className="wrap-anywhere text-muted-foreground">
        {row.job_title}
      </TableCell>
      <TableCell label="Testimonial" className="min-w-48 max-w-64">
        <p className="line-clamp-3 text-muted-foreground" title={row.content}>
          {row.content}
        </p>
      </TableCell>
      <TableCell label="LinkedIn URL" className="max-w-48">
        {row.linkedin_url ? (
          <a
            href={row.linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 break-words text-primary underline-offset-4 hover:underline"
          >
            {toLinkedInDisplay(row.linkedin_url)}
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </TableCell>
      <TableCell label="Image Path" className="max-w-40">
        <ImageCell path={row.image_path} />
      </TableCell>
      <TableCell>
        <ReadRowActions
          name={name}
          noun="testimonial"
          isDraft={isDraft}
          isBusy={isBusy}
          onEdit={onEdit}
          onDelete={onDelete}
          deleteTitle={`Delete the testimonial from ${name}?`}
          deleteDescription="It will disappear from the landing page."
        >
          {isDraft ? null : <PhotoUploadButton id={row.id} name={name} disabled={isBusy} />}
        </ReadRowActions>
      </TableCell>
    </TableRow>
  );
}
