import { useMutation } from "@tanstack/react-query";
import type { ContactRequest } from "#shared/schemas/contact-request.ts";
import { requestJson } from "./http.ts";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => requestJson<{ ok: true }>("/api/contact", { method: "POST", body }),
  });
}
