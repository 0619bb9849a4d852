// One short name for a time zone at an instant, the same in the mails and on the pages (the server formatting
// in one English locale and the browser in another named the same zone "GMT-5" in the mail and "EST" on the page).

const OFFSET_ONLY = /^GMT([+-]\d|$)/;

function shortNameIn(locale: string, instant: Date, timeZone: string): string | null {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? null;
}

/**
 * "EST", "CET", "UTC" or "GMT+5:30": the zone's abbreviation where English commonly has one (American names as
 * en-US spells them, European ones as en-GB does), else its offset from GMT.
 */
export function zoneShortName(instant: Date, timeZone: string): string {
  const american = shortNameIn("en-US", instant, timeZone);
  if (american && !OFFSET_ONLY.test(american)) return american;
  const european = shortNameIn("en-GB", instant, timeZone);
  if (european && !OFFSET_ONLY.test(european)) return european;
  return american ?? european ?? timeZone;
}
