import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { hasServerExplanation } from "#client/api/error-message.ts";
import { confirmReview, leaveReview } from "#client/api/reviews.ts";
import { Button } from "#client/components/ui/button.tsx";
import { toast } from "#client/lib/toast.ts";
import { MSG_ANALYSIS_GENERIC_FAILURE } from "#shared/messages/analysis.ts";
import { MSG_ANALYSIS_COMPLETE } from "#shared/messages/upload.ts";
import { ReviewConfirmationSchema, type ReviewView } from "#shared/schemas/review.ts";
import { type Outline, PageImage } from "./page-image.tsx";
import {
  FORM_KEYS,
  FORM_LABELS,
  type FormKey,
  type FormValues,
  initialValues,
  printedOnPages,
  toConfirmation,
} from "./review-fields.ts";
import { ReviewInput } from "./review-form.tsx";

/** The tallest box outlined, in PDF points: about two lines of text. */
const MAX_OUTLINE_HEIGHT = 24;

export const REVIEW_PAGE_TITLE = "Check your invoice's figures | Cloud Bill Check";

/**
 * The review step: the invoice's pages beside a short form with the figures the savings maths needs. A field
 * focused highlights its place on the page; a number clicked on the page fills the focused field. Confirmed
 * figures must add up (the shared schema, as the server checks them); then the result page follows.
 */
export function ReviewStep({ review }: { review: ReviewView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => initialValues(review));
  const [active, setActive] = useState<FormKey | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FormKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const figureOf = (key: FormKey) => (key === "currency" ? review.currency : review.figures[key]);
  const set = (key: FormKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setFormError(null);
  };

  const outlinesOn = (page: number): Outline[] =>
    FORM_KEYS.flatMap((key) => {
      const figure = figureOf(key);
      // A box over several rows (a sum of taxes, the currency's votes) would cover the page: the hint says it.
      if (figure.page !== page || !figure.box || figure.box[3] - figure.box[1] > MAX_OUTLINE_HEIGHT)
        return [];
      return [{ key, label: FORM_LABELS[key], box: figure.box, active: key === active }];
    });

  const pick = (text: string) => {
    if (!active || active === "currency") return;
    set(active, text.trim());
    document.getElementById(`review-${active}`)?.focus();
  };

  const fail = (message: string) => {
    setFormError(message);
    // The message is read out (role=alert) and shown where the visitor is.
    window.requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: "nearest" }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ReviewConfirmationSchema.safeParse(toConfirmation(values));
    if (!parsed.success) {
      const byField: Partial<Record<FormKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FormKey | undefined;
        if (key && !byField[key]) byField[key] = issue.message;
      }
      setErrors(byField);
      fail(parsed.error.issues[0]?.message ?? MSG_ANALYSIS_GENERIC_FAILURE);
      return;
    }
    setSending(true);
    try {
      const { resultId } = await confirmReview(review.id, parsed.data);
      // The result changed (or was made): the result page fetches it afresh.
      queryClient.removeQueries({ queryKey: ["results", resultId] });
      toast.success(MSG_ANALYSIS_COMPLETE);
      void navigate(`/results/${resultId}`);
    } catch (error) {
      fail(hasServerExplanation(error) ? error.message : MSG_ANALYSIS_GENERIC_FAILURE);
      setSending(false);
    }
  };

  const leave = async () => {
    await leaveReview(review.id).catch(() => undefined);
    void navigate("/");
  };

  const intro =
    review.kind === "refused"
      ? `We found your ${review.provider} invoice but could not read all of its summary. Check the figures against the page and fill in the missing ones.`
      : `We read your ${review.provider} invoice, but some figures are not certain. Check them against the page.`;

  return (
    <article
      aria-labelledby="review-title"
      className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:px-6"
    >
      <title>{REVIEW_PAGE_TITLE}</title>
      <div className="flex max-w-3xl flex-col gap-2">
        <p className="font-semibold text-primary text-sm uppercase tracking-wider">One more step</p>
        <h1 id="review-title" className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
          Check the figures on your invoice
        </h1>
        <p className="text-lg text-muted-foreground">{intro}</p>
        <p className="text-muted-foreground text-sm">
          Click a field to see where it stands on the page, then click a number on the page to use it.
          {review.invoice_number ? ` Invoice ${review.invoice_number}` : ""}
          {review.invoice_date ? ` of ${review.invoice_date}.` : review.invoice_number ? "." : ""}
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(18rem,2fr)] lg:items-start">
        <section aria-label="Your invoice" className="flex min-w-0 flex-col gap-6">
          {review.pages.map((page) => (
            <PageImage key={page.number} page={page} outlines={outlinesOn(page.number)} onPick={pick} />
          ))}
        </section>
        <form
          noValidate
          aria-labelledby="review-form-title"
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-black/5 shadow-lg sm:p-6 lg:sticky lg:top-20"
        >
          <h2 id="review-form-title" className="font-semibold text-xl">
            The figures
          </h2>
          <p className="text-muted-foreground text-sm">
            Amounts as printed, without minus signs. Leave a figure empty when the invoice has none.
          </p>
          {FORM_KEYS.map((key) => (
            <ReviewInput
              key={key}
              name={key}
              label={FORM_LABELS[key]}
              found={figureOf(key)}
              value={values[key]}
              typed={key !== "currency" && values[key].trim() !== "" && !printedOnPages(review, values[key])}
              error={errors[key]}
              onChange={(value) => set(key, value)}
              onFocus={() => setActive(key)}
            />
          ))}
          {formError ? (
            <p
              ref={alertRef}
              role="alert"
              data-testid="review-error"
              className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
            >
              {formError}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={sending}>
              {sending ? "Confirming..." : "Confirm figures"}
            </Button>
            <Button variant="ghost" onClick={() => void leave()}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </article>
  );
}
