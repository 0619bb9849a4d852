import { z } from "zod";
import { MSG_REVIEW_CURRENCY, reviewEquationMessage } from "../messages/analysis.ts";
import { MSG_CORRECTION_NET_ABOVE_CHARGES } from "../messages/result.ts";
import { EQUATIONS } from "../review/equations.ts";
import { reconcileFigures } from "../savings/reconcile-figures.ts";
import { ConfidenceSchema } from "./extracted-data.ts";
import { CORRECTABLE_AMOUNTS, netAboveCharges, visitorAmount } from "./figure-correction.ts";
import { MONEY_FIELDS } from "./money-fields.ts";

/** The figures the savings maths needs, in the order the review form asks for them: the seven amounts. */
export const REVIEW_FIELDS = MONEY_FIELDS;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export const REVIEW_LABELS: Record<ReviewField | "currency", string> = {
  ...CORRECTABLE_AMOUNTS,
  currency: "Currency",
};

export {
  type VisitorReview,
  VisitorReviewSchema,
  type VisitorSource,
  VisitorSourceSchema,
} from "./extracted-data.ts";

/**
 * POST /api/reviews/:id body, and the review form's values: every figure the savings maths needs, checked with
 * the correction rules (net not above charges) and the invoice's equations, which must all hold.
 */
export const ReviewConfirmationSchema = z
  .strictObject({
    total_charges: visitorAmount(CORRECTABLE_AMOUNTS.total_charges),
    credits: visitorAmount(CORRECTABLE_AMOUNTS.credits).nullable(),
    discount: visitorAmount(CORRECTABLE_AMOUNTS.discount).nullable(),
    savings_plan: visitorAmount(CORRECTABLE_AMOUNTS.savings_plan).nullable(),
    net_charges: visitorAmount(CORRECTABLE_AMOUNTS.net_charges),
    vat: visitorAmount(CORRECTABLE_AMOUNTS.vat).nullable(),
    service_charges: visitorAmount(CORRECTABLE_AMOUNTS.service_charges).nullable(),
    currency: z
      .string({ error: MSG_REVIEW_CURRENCY })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, MSG_REVIEW_CURRENCY),
  })
  .refine((body) => !netAboveCharges(body), {
    message: MSG_CORRECTION_NET_ABOVE_CHARGES,
    path: ["net_charges"],
  })
  .superRefine((body, context) => {
    const broken = reconcileFigures(body).find((check) => !check.ok);
    if (!broken) return;
    context.addIssue({
      code: "custom",
      message: reviewEquationMessage(
        EQUATIONS[broken.name] ?? broken.name,
        broken.expected,
        broken.actual,
        body.currency,
      ),
      path: [broken.name === "amount_due" ? "service_charges" : "net_charges"],
    });
  });
export type ReviewConfirmationInput = z.input<typeof ReviewConfirmationSchema>;
export type ReviewConfirmation = z.output<typeof ReviewConfirmationSchema>;

const BoxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** One figure as the engine found it (or not): its value, the printed words, where. */
export const ReviewFigureSchema = z.object({
  value: z.number().nullable(),
  text: z.string().nullable(),
  page: z.number().int().positive().nullable(),
  box: BoxSchema.nullable(),
  confidence: ConfidenceSchema.nullable(),
});
export type ReviewFigure = z.infer<typeof ReviewFigureSchema>;

export const ReviewPageSchema = z.object({
  number: z.number().int().positive(),
  /** The page's size and lower-left corner in PDF points: boxes are placed on the image with them. */
  width: z.number(),
  height: z.number(),
  origin: z.tuple([z.number(), z.number()]),
  /** A PNG data URL, or null when the page could not be drawn (the form works without it). */
  image: z.string().nullable(),
  numbers: z.array(z.object({ text: z.string(), value: z.number(), box: BoxSchema })),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/** GET /api/reviews/:id: what the review step shows. */
export const ReviewViewSchema = z.object({
  id: z.string(),
  kind: z.enum(["refused", "unsure"]),
  provider: z.string(),
  invoice_number: z.string().nullable(),
  invoice_date: z.string().nullable(),
  figures: z.record(z.enum(REVIEW_FIELDS), ReviewFigureSchema),
  currency: ReviewFigureSchema.extend({ code: z.string().nullable() }),
  pages: z.array(ReviewPageSchema),
});
export type ReviewView = z.infer<typeof ReviewViewSchema>;

/** Where the review step is: in the upload's answer (422 refused, or 201 with figures to check). */
export const ReviewTicketSchema = z.object({ id: z.string(), token: z.string() });
export type ReviewTicket = z.infer<typeof ReviewTicketSchema>;

/** POST /api/reviews/:id answer: the result, and its manage token when the confirmation created it. */
export const ReviewConfirmedSchema = z.object({
  resultId: z.uuid(),
  manageToken: z.string().optional(),
});
export type ReviewConfirmed = z.infer<typeof ReviewConfirmedSchema>;
