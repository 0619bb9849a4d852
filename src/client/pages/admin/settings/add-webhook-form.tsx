import { type FormEvent, useId, useState } from "react";
import { useCreateWebhook } from "#client/api/admin/webhooks.ts";
import { errorMessage } from "#client/api/error-message.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { toast } from "#client/lib/toast.ts";
import {
  MSG_WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from "#shared/schemas/webhooks.ts";
import { WEBHOOK_EVENT_LABELS } from "./webhook-event-labels.ts";
import { WebhookSecret } from "./webhook-secret.tsx";

/** Adds an endpoint for the events ticked; its signing secret is shown once above the form. */
export function AddWebhookForm() {
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const urlId = useId();
  const problemId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (events.length === 0) return setProblem(MSG_WEBHOOK_EVENTS_REQUIRED);
    setProblem(null);
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl("");
          toast.success("Webhook added");
        },
        onError: (error) => setProblem(errorMessage(error, "Could not add the webhook.")),
      },
    );
  }

  return (
    <>
      {secret ? <WebhookSecret secret={secret} onDone={() => setSecret(null)} /> : null}
      <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Add a webhook">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={urlId} className="font-medium text-sm">
            Endpoint URL
          </label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            required
            placeholder="https://crm.example.com/hooks/cloud-bill-check"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1 font-medium text-sm">Events</legend>
          <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={events.includes(type)}
                  onChange={(e) =>
                    setEvents((list) => (e.target.checked ? [...list, type] : list.filter((t) => t !== type)))
                  }
                />
                {WEBHOOK_EVENT_LABELS[type]} <code className="text-muted-foreground text-xs">{type}</code>
              </label>
            ))}
          </div>
        </fieldset>
        {problem ? (
          <p id={problemId} role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="sm" disabled={create.isPending}>
            Add webhook
          </Button>
        </div>
      </form>
    </>
  );
}
