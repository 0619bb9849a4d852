import { AdminPlaceholder } from "../admin-placeholder.tsx";

export function Component() {
  return <AdminPlaceholder title="Admin Settings" />;
}
