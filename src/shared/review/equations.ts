/** The invoice's equations by their check's name (reconcile-figures.ts), as the visitor reads them. */
export const EQUATIONS: Record<string, string> = {
  net_charges: "charges − credits − discounts − savings plans = net charges",
  amount_due: "net charges + tax = amount due",
};
