// A check each instance runs at start and then at a fixed interval (the overdue digest, the sample
// feedback invitations): one run at a time, a failure logged and the next run tried as usual.

export interface PeriodicCheck {
  /** Clears the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export function runPeriodically(
  intervalMs: number,
  run: () => Promise<unknown>,
  failed: (err: unknown) => void,
): PeriodicCheck {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const check = () => {
    if (stopped) return;
    running = running.then(run).catch(failed);
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  check();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
