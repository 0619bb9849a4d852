import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { useRequestBooking } from "#client/api/contact.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { fieldClasses, Input } from "#client/components/ui/input.tsx";
import { RadioGroup, RadioPill } from "#client/components/ui/radio-group.tsx";
import { cn } from "#client/lib/cn.ts";
import { BOOKING_SLOTS, BookingRequestSchema } from "#shared/schemas/booking-request.ts";
import { DisabledNote } from "./disabled-note.tsx";

const SLOT_LABELS: Record<(typeof BOOKING_SLOTS)[number], string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

const SPEND_RANGES = ["Under $10k", "$10k to $50k", "$50k to $250k", "Over $250k"];

function tomorrowIso(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

export function BookingForm({ isEnabled }: { isEnabled: boolean }) {
  const requestBooking = useRequestBooking();
  const form = useForm({
    resolver: zodResolver(BookingRequestSchema),
    defaultValues: { name: "", email: "", company: "", preferred_date: "", monthly_spend: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestBooking.mutateAsync(values);
      toast.success("Your call request is in. We'll confirm the time by email.");
      form.reset();
    } catch (error) {
      toast.error(
        error instanceof Error ? error.message : "Your request could not be sent. Please try again.",
      );
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Discovery call request">
      {isEnabled ? null : <DisabledNote>Discovery call bookings are paused at the moment.</DisabledNote>}
      <fieldset disabled={!isEnabled || isSubmitting} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="booking-name" label="Full name" error={errors.name?.message}>
            {(aria) => <Input {...aria} autoComplete="name" {...form.register("name")} />}
          </FormField>
          <FormField id="booking-email" label="Work email" error={errors.email?.message}>
            {(aria) => <Input {...aria} type="email" autoComplete="email" {...form.register("email")} />}
          </FormField>
          <FormField id="booking-company" label="Company" optional error={errors.company?.message}>
            {(aria) => <Input {...aria} autoComplete="organization" {...form.register("company")} />}
          </FormField>
          <FormField
            id="booking-spend"
            label="Monthly cloud spend"
            optional
            error={errors.monthly_spend?.message}
          >
            {(aria) => (
              <select {...aria} className={cn(fieldClasses, "h-10")} {...form.register("monthly_spend")}>
                <option value="">Prefer not to say</option>
                {SPEND_RANGES.map((range) => (
                  <option key={range} value={range}>
                    {range}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField id="booking-date" label="Preferred date" error={errors.preferred_date?.message}>
          {(aria) => <Input {...aria} type="date" min={tomorrowIso()} {...form.register("preferred_date")} />}
        </FormField>
        <div className="flex flex-col gap-2">
          <p id="booking-slot-label" className="font-medium text-sm leading-none">
            Preferred time of day
          </p>
          <Controller
            control={form.control}
            name="preferred_slot"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby="booking-slot-label"
                aria-describedby={errors.preferred_slot ? "booking-slot-error" : undefined}
                className="flex gap-2"
                value={field.value ?? ""}
                onValueChange={field.onChange}
                disabled={field.disabled}
              >
                {BOOKING_SLOTS.map((slot) => (
                  <RadioPill key={slot} value={slot}>
                    {SLOT_LABELS[slot]}
                  </RadioPill>
                ))}
              </RadioGroup>
            )}
          />
          {errors.preferred_slot ? (
            <p id="booking-slot-error" role="alert" className="text-destructive text-sm">
              {errors.preferred_slot.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
          <CalendarCheck aria-hidden="true" />
          {isSubmitting ? "Sending..." : "Request a discovery call"}
        </Button>
      </fieldset>
    </form>
  );
}
