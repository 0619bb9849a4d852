import { Check, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { toast } from "#client/lib/toast.ts";

const COPIED_FEEDBACK_MS = 2000;

// For pages served over plain http (no Clipboard API) or browsers that refuse it.
function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the old way.
    }
  }
  return copyWithSelection(text);
}

/**
 * Copies the result's read-only address: whoever gets it can read the analysis, not correct or delete it (that
 * needs the manage token this browser keeps).
 */
export function CopyLinkButton({ path }: { path: string }) {
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const onClick = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (await copyText(url)) {
      setCopied(true);
      toast.success("Link copied to clipboard");
      return;
    }
    toast.error("Your browser did not allow copying. Select and copy this link:", {
      description: url,
      duration: 15_000,
    });
  };

  return (
    <Button variant="outline" onClick={() => void onClick()} className="print:hidden">
      {isCopied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
      {isCopied ? "Copied" : "Copy link"}
    </Button>
  );
}
