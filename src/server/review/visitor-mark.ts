import { type SQL, sql } from "drizzle-orm";
import { resultsHistory } from "../db/schema.ts";

/** How a result's figures stand with its visitor: confirmed on the review step, some typed (not printed), or neither. */
export type VisitorMark = "confirmed" | "typed";

/** The mark of a stored extraction (read loosely: an old or odd row has none). */
export function visitorMark(extracted: unknown): VisitorMark | null {
  if (!extracted || typeof extracted !== "object") return null;
  const review = (extracted as { visitor_review?: unknown }).visitor_review;
  if (!review || typeof review !== "object") return null;
  const fields = (review as { fields?: unknown }).fields;
  const typed = fields && typeof fields === "object" && Object.values(fields).includes("typed");
  return typed ? "typed" : "confirmed";
}

/** Staff's filter: results the visitor confirmed (typed ones included), or only those with a typed figure. */
export function visitorFilter(mark: VisitorMark | undefined): SQL | undefined {
  if (mark === undefined) return undefined;
  if (mark === "confirmed") return sql`${resultsHistory.extracted_data} ? 'visitor_review'`;
  return sql`jsonb_path_exists(${resultsHistory.extracted_data}, '$.visitor_review.fields.* ? (@ == "typed")')`;
}
