import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck, FileText, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useBookCall } from "#client/api/bookings.ts";
import { ApiError } from "#client/api/http.ts";
import { SlotPicker } from "#client/components/booking/slot-picker.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { CheckedForm } from "#client/components/ui/checked-form.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { HoneypotField } from "#client/components/ui/honeypot-field.tsx";
import { Textarea } from "#client/components/ui/input.tsx";
import type { BookingPrefill } from "#client/lib/contact-intent.ts";
import { useHasManageToken } from "#client/lib/manage-tokens.ts";
import { localTimeZone } from "#client/lib/slot-format.ts";
import { toast } from "#client/lib/toast.ts";
import { useFocusBackAfter } from "#client/lib/use-focus-back-after.ts";
import { type BookingRequestInput, BookingRequestSchema } from "#shared/schemas/booking-request.ts";
import { BookingDone } from "./booking-done.tsx";
import { ContactDetailsFields } from "./contact-details-fields.tsx";
import { DisabledNote } from "./disabled-note.tsx";

const EMPTY: BookingRequestInput = {
  name: "",
  email: "",
  company: "",
  note: "",
  website: "",
  slot_start: "",
};

type BookingFormProps = { isEnabled: boolean; prefill: BookingPrefill | null; onDetach: () => void };

/** Book a concrete 30-minute slot; from an analysis result, the visitor's details and the result come along. */
export function BookingForm({ isEnabled, prefill, onDetach }: BookingFormProps) {
  const bookCall = useBookCall();
  const [booked, setBooked] = useState<{ invite: string; slotStart: string; email: string } | null>(null);
  // The zone the visitor chose for the list (their own unless they picked another): their mails use it.
  const [timeZone, setTimeZone] = useState(localTimeZone);
  const form = useForm({ resolver: zodResolver(BookingRequestSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  useFocusBackAfter(isSubmitting);
  // Only the browser that ran the analysis (it holds the manage token) may attach it; from a shared link the
  // details are filled in, the figures stay out.
  const ownsResult = useHasManageToken(prefill?.result_id ?? "");
  const attached = prefill && ownsResult ? prefill : null;

  useEffect(() => {
    if (!prefill) return;
    form.setValue("name", prefill.name);
    form.setValue("email", prefill.email);
    if (prefill.company) form.setValue("company", prefill.company);
  }, [prefill, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { invite } = await bookCall.mutateAsync({
        ...values,
        result_id: attached?.result_id ?? null,
        time_zone: timeZone,
      });
      setBooked({ invite, slotStart: values.slot_start, email: values.email });
      form.reset(EMPTY);
      onDetach();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setValue("slot_start", "");
      toast.error(
        error instanceof Error ? error.message : "Your booking could not be made. Please try again.",
      );
    }
  });

  if (booked)
    return (
      <BookingDone
        invite={booked.invite}
        slotStart={booked.slotStart}
        email={booked.email}
        timeZone={timeZone}
        onAgain={() => setBooked(null)}
      />
    );

  return (
    <CheckedForm label="Book a discovery call" onSubmit={onSubmit} className="relative">
      {isEnabled ? null : <DisabledNote>Bookings are currently paused.</DisabledNote>}
      <HoneypotField id="booking-website" registration={form.register("website")} />
      <fieldset disabled={!isEnabled || isSubmitting} className="flex min-w-0 flex-col gap-5">
        {attached ? (
          <p
            className="flex items-center gap-3 rounded-xl border bg-muted/50 p-3 text-sm"
            data-testid="attached-analysis"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1">
              Your analysis will be attached: <strong>{attached.label}</strong>
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Do not attach the analysis"
              onClick={onDetach}
            >
              <X aria-hidden="true" />
            </Button>
          </p>
        ) : null}
        {isEnabled ? (
          <div className="flex flex-col gap-2">
            <Controller
              control={form.control}
              name="slot_start"
              render={({ field }) => (
                <SlotPicker
                  value={field.value}
                  onChange={field.onChange}
                  disabled={field.disabled ?? false}
                  errorId={errors.slot_start ? "booking-slot-error" : undefined}
                  onTimeZoneChange={setTimeZone}
                />
              )}
            />
            {errors.slot_start ? (
              <p id="booking-slot-error" role="alert" className="text-destructive text-sm">
                {errors.slot_start.message}
              </p>
            ) : null}
          </div>
        ) : null}
        <ContactDetailsFields idPrefix="booking" register={form.register} errors={errors} />
        <FormField
          id="booking-note"
          label="Anything we should prepare?"
          optional
          error={errors.note?.message}
        >
          {(aria) => <Textarea {...aria} rows={3} className="min-h-20" {...form.register("note")} />}
        </FormField>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          <CalendarCheck aria-hidden="true" />
          {isSubmitting ? "Booking..." : "Book the call"}
        </Button>
      </fieldset>
    </CheckedForm>
  );
}
