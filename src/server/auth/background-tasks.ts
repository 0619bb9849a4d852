/**
 * Better Auth runs some writes after answering (session refresh, clean-ups). Tracking them lets shutdown wait
 * for them before the database closes, instead of cutting a query off mid-flight.
 */
export function createBackgroundTasks() {
  const pending = new Set<Promise<unknown>>();
  return {
    handler(task: Promise<unknown>): void {
      const tracked = task.catch(() => undefined).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
