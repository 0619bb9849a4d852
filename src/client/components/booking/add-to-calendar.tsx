import { CalendarPlus, Download } from "lucide-react";
import { buttonClasses } from "#client/components/ui/button.tsx";
import { CALL_TITLE, calendarLinksFor, icsDataUrl } from "#shared/booking/calendar-links.ts";

type AddToCalendarProps = {
  /** The invitation the booking's mail carries (the server's): the file is that one, so adding both makes one event. */
  invite: string;
  slotStart: string;
  slotEnd: string;
  location?: string | null | undefined;
};

/** "Add to calendar": the .ics file, and Google Calendar, Outlook.com and Office 365 links beside it. */
export function AddToCalendar({ invite, slotStart, slotEnd, location }: AddToCalendarProps) {
  const links = calendarLinksFor({
    title: CALL_TITLE,
    start: new Date(slotStart),
    end: new Date(slotEnd),
    details: "A free discovery call with a FinOps engineer of Cloud Bill Check.",
    location,
  });
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  const linkClass = `${buttonClasses("outline", "sm")} no-underline`;
  return (
    <nav aria-label="Add to calendar" className="flex flex-col gap-2" data-testid="add-to-calendar">
      <p className="flex items-center gap-1.5 font-medium text-sm">
        <CalendarPlus aria-hidden="true" className="size-4 text-primary" />
        Add to calendar
      </p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <a className={linkClass} href={icsDataUrl(invite)} download="discovery-call.ics">
            <Download aria-hidden="true" />
            Download .ics
          </a>
        </li>
        <li>
          <a className={linkClass} href={links.google} {...external}>
            Google Calendar
          </a>
        </li>
        <li>
          <a className={linkClass} href={links.outlook} {...external}>
            Outlook.com
          </a>
        </li>
        <li>
          <a className={linkClass} href={links.office365} {...external}>
            Office 365
          </a>
        </li>
      </ul>
    </nav>
  );
}
