/** Resolves in a new task (not a microtask): work after `await nextTask()` runs apart from the work before. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
