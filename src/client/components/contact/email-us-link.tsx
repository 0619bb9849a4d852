import Mail from "lucide-react/icons/mail";
import { CONTACT_CALL_LABELS, CONTACT_MAILTO } from "#client/lib/contact-route.ts";

/** "Email us": the contact call when both the message and the booking form are switched off. */
export function EmailUsLink({ className }: { className: string }) {
  return (
    <a href={CONTACT_MAILTO} className={className}>
      <Mail aria-hidden="true" />
      {CONTACT_CALL_LABELS.email}
    </a>
  );
}
