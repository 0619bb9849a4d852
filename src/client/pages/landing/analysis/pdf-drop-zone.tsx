import { FileText, UploadCloud, X } from "lucide-react";
import { type DragEvent, type Ref, useRef, useState } from "react";
import { cn } from "#client/lib/cn.ts";
import { toast } from "#client/lib/toast.ts";
import { MSG_PDF_REQUIRED, MSG_PDF_SELECTED } from "#shared/messages/upload.ts";
import { PdfFileSchema } from "#shared/schemas/analysis-request.ts";

type PdfDropZoneProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A chosen file the shared schema refuses (not .pdf, empty, over 10 MB): the selection is cleared. */
  onRefused: (message: string) => void;
  /** The file's error (this check, the form's or the server's), shown beside the field until the file changes. */
  error: string | undefined;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
};

const INPUT_ID = "analysis-file";
const HINT_ID = "analysis-file-hint";
const ERROR_ID = "analysis-file-error";
const BYTES_PER_MB = 1024 * 1024;

function formatFileSize(bytes: number): string {
  return `${(bytes / BYTES_PER_MB).toFixed(2)} MB`;
}

/**
 * docs/product.md#screens/#validation upload: click, keyboard (the real file input keeps focus) or drag-and-drop anywhere on the field. A name without .pdf,
 * an empty file or one over 10 MB is refused with a toast and the selection cleared; the same zod schema as the
 * server decides. The error also stays under the field (a toast fades, and on a phone it covers the field).
 */
export function PdfDropZone({ file, onChange, onRefused, error, disabled, inputRef }: PdfDropZoneProps) {
  const invalid = Boolean(error);
  const [isDragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const accept = (candidate: File | undefined, input?: HTMLInputElement) => {
    if (input) input.value = ""; // choosing the same file again must fire a change event
    if (!candidate) return;
    const check = PdfFileSchema.safeParse({ name: candidate.name, size: candidate.size });
    if (!check.success) {
      const message = check.error.issues[0]?.message ?? MSG_PDF_REQUIRED;
      toast.error(message);
      onChange(null);
      onRefused(message);
      return;
    }
    onChange(candidate);
    toast.success(MSG_PDF_SELECTED);
  };

  const onDragEnter = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current += 1;
    if (!disabled) setDragging(true);
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files[0]);
  };

  return (
    <fieldset
      onDragEnter={onDragEnter}
      onDragOver={(event) => event.preventDefault()}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-2 font-medium text-sm leading-none">Upload PDF</legend>
      <div
        data-testid="pdf-drop-zone"
        className={cn(
          "relative flex flex-col rounded-xl border-2 border-dashed bg-background transition-colors",
          "has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/30",
          isDragging ? "border-primary bg-accent" : "border-input hover:border-primary/60 hover:bg-muted/50",
          invalid && !isDragging && "border-destructive",
          disabled && "pointer-events-none opacity-60",
        )}
      >
        <input
          ref={inputRef}
          id={INPUT_ID}
          type="file"
          accept=".pdf,application/pdf"
          aria-label="Upload PDF"
          aria-describedby={error ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
          aria-invalid={invalid}
          disabled={disabled}
          className="sr-only"
          onChange={(event) => accept(event.target.files?.[0], event.target)}
        />
        <label
          htmlFor={INPUT_ID}
          className="flex cursor-pointer flex-col items-center justify-center gap-2 px-4 py-8 text-center"
        >
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground"
          >
            <UploadCloud className="size-5" />
          </span>
          <span className="font-medium text-sm">Drop your file here or click to upload</span>
          <span id={HINT_ID} className="text-muted-foreground text-xs">
            PDF up to 10MB
          </span>
        </label>
        {file ? (
          <div
            data-testid="selected-file"
            className="mx-3 mb-3 flex items-center gap-3 rounded-lg border bg-card px-3 py-2 text-sm"
          >
            <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 truncate font-medium" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{formatFileSize(file.size)}</span>
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label={`Remove ${file.name}`}
              className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
      {error ? (
        <p id={ERROR_ID} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
