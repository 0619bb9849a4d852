// Invoices for the review step: a cloud seller's invoice whose summary the engine cannot read (its rows carry
// words no language file has), readable by a person and clickable on its page.
import { awsModern } from "./invoice-generator/layouts-aws.ts";
import { type Placement, writePdf } from "./invoice-generator/pdf-writer.ts";

/** An AWS invoice whose summary rows the engine refuses: usage 1,250.00, reductions 250.00, balance 1,000.00. */
export function unreadableSummaryInvoice(): Uint8Array {
  const placements: Placement[] = [
    { x: 40, y: 760, text: "Amazon Web Services, Inc.", size: 12 },
    { x: 40, y: 728, text: "Invoice", size: 22 },
    { x: 40, y: 700, text: "Invoice Number: INV-REVIEW-0001" },
    { x: 40, y: 685, text: "Invoice Date: September 2, 2024" },
    { x: 40, y: 670, text: "Account number: 123456789012" },
    { x: 40, y: 620, text: "Consumed this month" },
    { x: 420, y: 620, text: "1,250.00" },
    { x: 40, y: 600, text: "Reserved capacity reductions" },
    { x: 420, y: 600, text: "250.00" },
    { x: 40, y: 580, text: "Balance" },
    { x: 420, y: 580, text: "1,000.00" },
    { x: 40, y: 540, text: "All amounts in US dollars." },
  ];
  return writePdf(placements);
}

const AWS_FIGURES = {
  currency: "USD",
  items: [
    { description: "Service line 1", amount: 900 },
    { description: "Service line 2", amount: 300 },
  ],
  credits: 0,
  discount: 60,
  savingsPlan: 140,
  taxRate: 0,
};
const AWS_OPTIONS = {
  seller: "Amazon Web Services, Inc.",
  account: "123456789012",
  invoiceNumber: "INV-TEST-0001",
  dateText: "September 2, 2024",
  invoiceDate: "2024-09-02",
  taxLabel: "Tax",
};

/** An AWS invoice read at high confidence: charges 1,200.00, discount 60.00, savings plans 140.00, net 1,000.00. */
export function highInvoice(): Uint8Array {
  return writePdf(awsModern(AWS_FIGURES, AWS_OPTIONS).placements);
}

/** The same invoice with its printed net misprinted as 1,010.00: charges minus deductions give 1,000.00. */
export function misprintedNetInvoice(): Uint8Array {
  const generated = awsModern(AWS_FIGURES, AWS_OPTIONS);
  const netLabel = generated.placements.find((p) => p.text.startsWith("Net Charges"));
  return writePdf(
    generated.placements.map((p) =>
      netLabel && p.y === netLabel.y && p.text === "USD 1,000.00" ? { ...p, text: "USD 1,010.00" } : p,
    ),
  );
}
