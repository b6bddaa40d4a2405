/**
 * Settles in a later task of the browser's event loop, so what comes after runs apart from what came
 * before: between the two the browser may handle a tap or a key and paint. Taking a page over is a chain
 * of such pieces (src/web/main.tsx, decision 055), each short enough not to block input on a slow phone.
 * `scheduler.yield()` where the browser has it (it resumes before other queued tasks), else a message to
 * this window's own channel (not clamped to 4 ms as nested timers are).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
