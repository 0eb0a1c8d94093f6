/** Ends the current task: the browser can paint and take input before the work that follows (TBT). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
