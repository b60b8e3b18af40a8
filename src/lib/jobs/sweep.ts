/**
 * A periodic sweep in this process: `run` is called every `intervalSeconds` with the current time, one run at a
 * time; a failed run is logged and the next one tries again; the timer does not keep the process alive. For
 * time-driven work that every instance may do, because the work itself claims each item once in the database
 * (webinar reminders, review requests). Returns a function that stops it.
 */
export function startSweep(name: string, intervalSeconds: number, run: (now: Date) => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    run(new Date())
      .catch((error: unknown) => console.error(`${name} failed:`, error))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
