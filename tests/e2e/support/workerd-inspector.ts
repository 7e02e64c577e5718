/**
 * The functions' isolate seen through `wrangler pages dev`'s devtools port (`--inspector-port`): how much
 * JavaScript heap the functions hold, and the dev server's own network recording turned off.
 *
 * wrangler's inspector proxy enables the runtime's Network domain, so workerd copies every response body to
 * the proxy: memory a deployment never spends, and which would be counted against the functions.
 */

interface Message {
  id?: number;
  result?: Record<string, unknown>;
}

export interface WorkerdInspector {
  /** The isolate's used JavaScript heap, in MB. */
  heapMb(): Promise<number>;
  close(): void;
}

export async function connectInspector(port: number): Promise<WorkerdInspector> {
  // The proxy accepts devtools only from a local Origin; Node's WebSocket takes headers as undici's extension.
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { origin: 'http://localhost' } } as unknown as string[]);
  await new Promise<void>((resolve, reject) => {
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error(`no devtools connection on port ${port}`));
  });
  let next = 0;
  const waiting = new Map<number, (m: Message) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  };
  const call = (method: string) =>
    new Promise<Message>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer from the inspector`)), 10_000);
      waiting.set(id, (m) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(m);
      });
      ws.send(JSON.stringify({ id, method }));
    });
  await call('Network.disable');
  return {
    heapMb: async () => Number((await call('Runtime.getHeapUsage')).result?.usedSize) / 1048576,
    close: () => ws.close(),
  };
}
