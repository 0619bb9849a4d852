import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSendContactMessage } from "#client/api/contact.ts";
import { Button } from "#client/components/ui/button.tsx";
import { CheckedForm } from "#client/components/ui/checked-form.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { HoneypotField } from "#client/components/ui/honeypot-field.tsx";
import { Textarea } from "#client/components/ui/input.tsx";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { ContactRequestSchema } from "#shared/schemas/contact-request.ts";
import { ContactDetailsFields } from "./contact-details-fields.tsx";
import { DisabledNote } from "./disabled-note.tsx";
import { SentNotice } from "./sent-notice.tsx";

export function ContactForm({ isEnabled }: { isEnabled: boolean }) {
  const sendMessage = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: { name: "", email: "", company: "", message: "", website: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // The fieldset is disabled while sending: the focus comes back to "Send message" afterwards.
  useFocusBackAfter(isSubmitting);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendMessage.mutateAsync(values);
      toast.success("Thanks for your message! We'll reply within one business day.");
      form.reset();
      setSentTo(values.email);
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : "Your message could not be sent. Please try again.",
      );
    }
  });

  if (sentTo)
    return (
      <SentNotice
        testId="message-sent"
        icon={MailCheck}
        heading="Your message is sent."
        againLabel="Send another message"
        onAgain={() => setSentTo(null)}
      >
        Thank you. We will reply within one business day to <strong className="break-all">{sentTo}</strong>,
        where a confirmation is on its way.
      </SentNotice>
    );

  return (
    <CheckedForm label="Contact form" onSubmit={onSubmit} className="relative">
      {isEnabled ? null : <DisabledNote>The contact form is switched off for maintenance.</DisabledNote>}
      <HoneypotField id="contact-website" registration={form.register("website")} />
      <fieldset disabled={!isEnabled || isSubmitting} className="flex flex-col gap-5">
        <ContactDetailsFields idPrefix="contact" register={form.register} errors={errors} />
        <FormField id="contact-message" label="How can we help?" error={errors.message?.message}>
          {(aria) => (
            <Textarea
              {...aria}
              rows={5}
              placeholder="Our monthly spend, the providers we use, what worries us…"
              {...form.register("message")}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          <Send aria-hidden="true" />
          {isSubmitting ? "Sending..." : "Send message"}
        </Button>
      </fieldset>
    </CheckedForm>
  );
}
