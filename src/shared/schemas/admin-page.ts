import { z } from "zod";

/**
 * One page of a staff list (results, messages, bookings): its rows, how many rows the list holds in all, and which
 * page of what size this is.
 */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
