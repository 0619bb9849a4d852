import type { Locator } from "@playwright/test";

export type SwitchContrast = {
  /** The knob against the track's fill. */
  knobOnTrack: number;
  /** The track's outer edge (its border) against the surface the switch sits on. */
  edgeOnSurface: number;
};

/**
 * WCAG contrast ratios of a switch's parts, from the colours the browser computed. A canvas turns any CSS colour
 * (oklch included) into sRGB; the surface is the first ancestor with an opaque background.
 */
export function measureSwitchContrast(switchLocator: Locator): Promise<SwitchContrast> {
  return switchLocator.evaluate((root) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("no 2d canvas");
    function channels(color: string): [number, number, number, number] {
      context?.clearRect(0, 0, 1, 1);
      if (context) {
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0, a = 0] = context?.getImageData(0, 0, 1, 1).data ?? [];
      return [r, g, b, a];
    }
    function luminance(color: string): number {
      const [r, g, b] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    }
    function ratio(a: string, b: string): number {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    }
    let surface = "rgb(255, 255, 255)";
    for (let element = root.parentElement; element; element = element.parentElement) {
      const background = getComputedStyle(element).backgroundColor;
      if (channels(background)[3] === 255) {
        surface = background;
        break;
      }
    }
    const knob = root.firstElementChild;
    if (!knob) throw new Error("the switch has no knob");
    const track = getComputedStyle(root);
    // A see-through border leaves the fill as the track's edge.
    const edge = channels(track.borderTopColor)[3] === 255 ? track.borderTopColor : track.backgroundColor;
    return {
      knobOnTrack: ratio(getComputedStyle(knob).backgroundColor, track.backgroundColor),
      edgeOnSurface: ratio(edge, surface),
    };
  });
}
