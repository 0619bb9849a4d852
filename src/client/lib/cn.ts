type ClassValue = string | false | null | undefined;

/** Joins class names, skipping falsy ones. Later classes are meant to add, not to override. */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
