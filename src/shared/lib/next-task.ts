/**
 * Resolves in a new task, so the browser may paint and take a tap in between. A MessageChannel
 * message, not setTimeout: no 4 ms clamp, and it runs ahead of the page's timers. No library in
 * here: the boot script (src/app/boot/boot.ts) uses it before any has downloaded.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
