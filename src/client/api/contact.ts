import { useMutation } from "@tanstack/react-query";
import type { ContactRequest } from "#shared/schemas/contact-request.ts";
import { FormAcceptedSchema } from "#shared/schemas/visitor-fields.ts";
import { requestJson } from "./http.ts";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) =>
      requestJson("/api/contact", FormAcceptedSchema, { method: "POST", body }),
  });
}
