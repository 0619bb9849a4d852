import { describe, expect, it } from "vitest";
import { zoneShortName } from "#shared/time/zone-name.ts";

// One name per zone, whichever locale formats the rest of the date (the mail's en-GB, the browser's own).
describe("zoneShortName", () => {
  const winter = new Date("2027-01-12T15:00:00Z");
  const summer = new Date("2027-07-12T15:00:00Z");

  it("uses the English abbreviation where there is one", () => {
    expect(zoneShortName(winter, "America/New_York")).toBe("EST");
    expect(zoneShortName(summer, "America/Chicago")).toBe("CDT");
    expect(zoneShortName(winter, "Europe/Berlin")).toBe("CET");
    expect(zoneShortName(summer, "Europe/Paris")).toBe("CEST");
    expect(zoneShortName(summer, "Europe/London")).toBe("BST");
    expect(zoneShortName(winter, "UTC")).toBe("UTC");
  });

  it("else the offset from GMT, the same for every alias of the zone", () => {
    expect(zoneShortName(winter, "Asia/Kolkata")).toBe("GMT+5:30");
    expect(zoneShortName(winter, "Asia/Calcutta")).toBe("GMT+5:30");
    expect(zoneShortName(winter, "Asia/Tokyo")).toBe("GMT+9");
  });
});
