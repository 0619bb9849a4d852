import { queryOptions, useQuery } from "@tanstack/react-query";
import { requestJson } from "./http.ts";
import { PublicSettingsLightSchema } from "./public-settings-light-schema.ts";

export function fetchPublicSettings(signal?: AbortSignal) {
  return requestJson("/api/settings/public", PublicSettingsLightSchema, { signal });
}

export function publicSettingsQuery() {
  return queryOptions({
    queryKey: ["settings", "public"],
    queryFn: ({ signal }) => fetchPublicSettings(signal),
  });
}

/** The visitor-facing switches as every public page honours them. */
export interface PublicSwitches {
  analysis: boolean;
  contactForm: boolean;
  bookings: boolean;
}

/**
 * docs/product.md#behaviour: a switch is on unless it says otherwise, so until the settings arrive (and in the pre-rendered page,
 * which cannot know them) everything is offered; the server refuses what is off either way.
 */
export function usePublicSwitches(): PublicSwitches {
  const { data } = useQuery(publicSettingsQuery());
  return {
    analysis: data?.analysis_enabled ?? true,
    contactForm: data?.contact_form_enabled ?? true,
    bookings: data?.bookings_enabled ?? true,
  };
}
