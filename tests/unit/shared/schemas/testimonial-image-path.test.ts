import { describe, expect, it } from "vitest";
import { toTestimonialImagePath } from "#shared/schemas/testimonial-input.ts";

// docs/product.md#validation: the saved photo name is the person's name, lower case, other characters hyphens.
describe("toTestimonialImagePath", () => {
  it("keeps the spec's rule for plain names", () => {
    expect(toTestimonialImagePath("Sarah Chen", "Photo.JPG")).toBe("sarah-chen.jpg");
    expect(toTestimonialImagePath("Jane O'Neil", "x.webp")).toBe("jane-o-neil.webp");
    expect(toTestimonialImagePath("Sarah Chen", null)).toBeNull();
  });

  it("spells accented and non-Latin letters in Latin instead of turning each into a hyphen", () => {
    // Was "zo---n-code--ame.webp".
    expect(toTestimonialImagePath("Zoë Ünïcode-Ñame", "photo.webp")).toMatch(/^zoe-u(e)?nicode-name\.webp$/);
    expect(toTestimonialImagePath("Łukasz Żółć", "photo.png")).toBe("lukasz-zolc.png");
    expect(toTestimonialImagePath("Сергей Иванов", "photo.jpg")).toBe("sergey-ivanov.jpg");
    expect(toTestimonialImagePath("Ørsted Ærø", "photo.jpg")).toBe("orsted-aero.jpg");
  });
});
