import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { useSendContactMessage } from "#client/api/contact.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { HoneypotField } from "#client/components/ui/honeypot-field.tsx";
import { Input, Textarea } from "#client/components/ui/input.tsx";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { ContactRequestSchema } from "#shared/schemas/contact-request.ts";
import { DisabledNote } from "./disabled-note.tsx";

export function ContactForm({ isEnabled }: { isEnabled: boolean }) {
  const sendMessage = useSendContactMessage();
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
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : "Your message could not be sent. Please try again.",
      );
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Contact form"
      className="relative"
    >
      {isEnabled ? null : <DisabledNote>The contact form is switched off for maintenance.</DisabledNote>}
      <HoneypotField id="contact-website" registration={form.register("website")} />
      <fieldset disabled={!isEnabled || isSubmitting} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="contact-name" label="Full name" error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="name" {...form.register("name")} />}
          </FormField>
          <FormField id="contact-email" label="Work email" error={errors.email?.message}>
            {(aria) => <Input {...aria} type="email" autoComplete="email" {...form.register("email")} />}
          </FormField>
        </div>
        <FormField id="contact-company" label="Company" optional error={errors.company?.message}>
          {(aria) => <Input {...aria} autoComplete="organization" {...form.register("company")} />}
        </FormField>
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
    </form>
  );
}
