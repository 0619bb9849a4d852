import { oneBrandProvider } from "./one-brand-provider.ts";

export const backblaze = oneBrandProvider("Backblaze", {
  storage: ["B2 Cloud Storage", "B2 Storage", "B2", "Computer Backup", "Personal Backup", "Business Backup"],
  network: ["B2 Download", "Egress"],
  other: ["B2 Class B Transactions", "B2 Class C Transactions", "Transactions"],
});
