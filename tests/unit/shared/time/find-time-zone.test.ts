import { describe, expect, it } from "vitest";
import { findTimeZone } from "#shared/time/zoned-time.ts";

// The booking form's time-zone field: every IANA name and alias, in any case.
const LIST = ["Asia/Calcutta", "Europe/Berlin", "America/Port-au-Prince", "Etc/GMT+5"];

describe("findTimeZone", () => {
  it("takes a listed zone in any case, spelled as the list spells it", () => {
    expect(findTimeZone("europe/berlin", LIST)).toBe("Europe/Berlin");
    expect(findTimeZone(" AMERICA/PORT-AU-PRINCE ", LIST)).toBe("America/Port-au-Prince");
  });

  it("takes an alias the list holds under its other name (Asia/Kolkata, Asia/Calcutta in the list)", () => {
    expect(findTimeZone("Asia/Kolkata", LIST)).toBe("Asia/Kolkata");
    expect(findTimeZone("asia/kolkata", LIST)).toBe("Asia/Kolkata");
    expect(findTimeZone("Asia/Calcutta", LIST)).toBe("Asia/Calcutta");
    expect(findTimeZone("etc/gmt+5", [])).toBe("Etc/GMT+5");
  });

  it("takes a legacy alias as the zone it stands for, never a spelling of our own ('Us/Eastern')", () => {
    expect(findTimeZone("us/eastern", LIST)).toBe("America/New_York");
    expect(findTimeZone("US/Pacific", [])).toBe("America/Los_Angeles");
    expect(findTimeZone("gb", [])).toBe("Europe/London");
  });

  it("refuses what names no zone", () => {
    expect(findTimeZone("", LIST)).toBeNull();
    expect(findTimeZone("Mars/Olympus_Mons", LIST)).toBeNull();
    expect(findTimeZone("Europe", LIST)).toBeNull();
  });
});
