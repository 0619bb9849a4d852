// What the visitor did in the analysis form's placeholder (shown, pre-rendered, until the form's code arrives),
// handed to the real form when it replaces it: the field that had the focus and what was typed or chosen.

export type FormHandoff = {
  /** The id of the placeholder element that had the focus (the real form's element has the same id). */
  focusedId: string | null;
  name: string;
  email: string;
  file: File | null;
};

let pending: FormHandoff | null = null;

/** Called by the placeholder as it leaves the page (its DOM still there). */
export function leaveHandoff(form: HTMLFormElement): void {
  const active = document.activeElement;
  const value = (id: string) => form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? "";
  const file = form.querySelector<HTMLInputElement>("input[type=file]")?.files?.[0] ?? null;
  const focusedId = active instanceof HTMLElement && form.contains(active) ? active.id || null : null;
  const handoff = { focusedId, name: value("analysis-name"), email: value("analysis-email"), file };
  pending = handoff.focusedId || handoff.name || handoff.email || handoff.file ? handoff : null;
}

/** Once: what the placeholder left, or null. */
export function takeHandoff(): FormHandoff | null {
  const handoff = pending;
  pending = null;
  return handoff;
}
