import { type ComponentType, lazy } from "react";

/**
 * React.lazy for a part the page can live without: when its chunk cannot load (the network gone, an open tab's
 * old chunks removed by a deploy), `fallback` renders in its place instead of an error that ends the page.
 */
export function lazyOr<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
): ComponentType<P> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
}

/** Renders nothing: the fallback of a part whose absence the page can bear. */
export function Nothing(): null {
  return null;
}
