// The app's toasts (docs/product.md#screens: bottom-right). sonner, its toast area and its store come in one 8 KB
// module, needed only once something toasts, which follows a visitor's action. So the first screen does not fetch
// it: a toast asked for before the area is up waits for it, in order, instead of being lost.
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");
type Kind = "success" | "error" | "loading";
/** What the pages may pass: a toast's id (to replace it later), its description and how long it stays. */
export type ToastOptions = Pick<ExternalToast, "id" | "description" | "duration">;

let isWanted = false;
const wantedListeners = new Set<() => void>();
let markAreaReady: () => void = () => {};
const areaReady = new Promise<void>((resolve) => {
  markAreaReady = resolve;
});
let sonner: Promise<Sonner> | null = null;
let lastId = 0;

/** sonner's module, fetched once (asked for again after a failed fetch). */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}

/** Asks for the toast area (AppToaster mounts it); at once when it is asked for already. */
export function wantToastArea(): void {
  if (isWanted) return;
  isWanted = true;
  for (const listener of wantedListeners) listener();
  wantedListeners.clear();
}

/** Calls `listener` once, when the toast area is first asked for (at once when it has been). Returns a cancel. */
export function onToastAreaWanted(listener: () => void): () => void {
  if (isWanted) {
    listener();
    return () => {};
  }
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Called by AppToaster once sonner's area is mounted and listening: the toasts asked for so far are shown. */
export function toastAreaIsReady(): void {
  markAreaReady();
}

/**
 * Runs `use` with sonner once its area listens. If sonner's chunk cannot load (the network is gone), there is no
 * toast area to show anything in: nothing to do.
 */
function withToastArea(use: (sonner: Sonner) => void): void {
  wantToastArea();
  areaReady.then(loadSonner).then(use, () => undefined);
}

function show(kind: Kind, message: string, options: ToastOptions = {}): string | number {
  const id = options.id ?? `toast-${++lastId}`;
  withToastArea(({ toast }) => toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  loading: (message: string, options?: ToastOptions) => show("loading", message, options),
  dismiss: (id?: string | number) => withToastArea(({ toast }) => toast.dismiss(id)),
};
