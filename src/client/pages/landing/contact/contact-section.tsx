import { CalendarDays, Clock, Mail, MessageSquare, PhoneCall } from "lucide-react";
import { useEffect, useState } from "react";
import { usePublicSwitches } from "#client/api/settings.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { site } from "#client/content/site.ts";
import { type BookingPrefill, type ContactTab, onContactTabRequested } from "#client/lib/contact-intent.ts";
import { SectionHeading } from "../section-heading.tsx";
import { BookingForm } from "./booking-form.tsx";
import { ContactFact } from "./contact-fact.tsx";
import { ContactForm } from "./contact-form.tsx";

function isContactTab(value: string): value is ContactTab {
  return value === "message" || value === "booking";
}

function descriptionOf(isContactEnabled: boolean, isBookingEnabled: boolean): string {
  if (isBookingEnabled) {
    return isContactEnabled
      ? "Tell us about your cloud setup or book a 30-minute discovery call with a senior FinOps engineer."
      : "Book a 30-minute discovery call with a senior FinOps engineer.";
  }
  return isContactEnabled
    ? "Tell us about your cloud setup and a senior FinOps engineer will get back to you."
    : "Write to us and a senior FinOps engineer will get back to you.";
}

export function ContactSection() {
  // Until the switches are known the forms stay usable; the server enforces them either way.
  const { contactForm: isContactEnabled, bookings: isBookingEnabled } = usePublicSwitches();
  // Until the visitor (or a call to action) picks a tab, the one whose form is open.
  const [chosenTab, setChosenTab] = useState<ContactTab | null>(null);
  const tab: ContactTab = chosenTab ?? (!isContactEnabled && isBookingEnabled ? "booking" : "message");
  const [prefill, setPrefill] = useState<BookingPrefill | null>(null);
  useEffect(
    () =>
      onContactTabRequested((wanted, wish) => {
        setChosenTab(wanted);
        if (wish) setPrefill(wish);
      }),
    [],
  );

  return (
    <div className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.25fr]">
        <div className="flex flex-col gap-8">
          <SectionHeading
            align="left"
            eyebrow="Contact"
            title="Let's find your savings together"
            description={descriptionOf(isContactEnabled, isBookingEnabled)}
          />
          <ul className="flex flex-col gap-5">
            <ContactFact icon={Mail} title="Email">
              <a
                href={`mailto:${site.contactEmail}`}
                className="text-muted-foreground underline-offset-4 hover:underline"
              >
                {site.contactEmail}
              </a>
            </ContactFact>
            {isBookingEnabled ? (
              <ContactFact icon={PhoneCall} title="Discovery call">
                <p className="text-muted-foreground">
                  30 minutes with a senior FinOps engineer. We look at your bill together; no obligation.
                </p>
              </ContactFact>
            ) : null}
            <ContactFact icon={Clock} title="Response time">
              <p className="text-muted-foreground">Within one business day</p>
            </ContactFact>
          </ul>
        </div>
        <div className="min-w-0 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
          <Tabs value={tab} onValueChange={(value) => isContactTab(value) && setChosenTab(value)}>
            <TabsList aria-label="How would you like to reach us?">
              <TabsTrigger value="message">
                <MessageSquare aria-hidden="true" />
                Send a message
              </TabsTrigger>
              <TabsTrigger value="booking">
                <CalendarDays aria-hidden="true" />
                Book a call
              </TabsTrigger>
            </TabsList>
            <TabsContent value="message">
              <ContactForm isEnabled={isContactEnabled} />
            </TabsContent>
            <TabsContent value="booking">
              <BookingForm isEnabled={isBookingEnabled} prefill={prefill} onDetach={() => setPrefill(null)} />
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </div>
  );
}
