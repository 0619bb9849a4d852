/**
 * Whether this instance is draining (SIGTERM/SIGINT received): /api/ready answers 503 so a load balancer stops
 * sending it work, while requests already in flight get the shutdown grace to finish.
 */
export interface Lifecycle {
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}
