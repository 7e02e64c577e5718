/**
 * A request body of at most `limit` bytes, counted while it is read: reading stops (and the stream is
 * cancelled) at the first chunk past the limit, so a huge or endless body never sits in memory.
 * A declared Content-Length over the limit is refused before reading. Null: too large.
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) {
    // Not awaited: cancelling one branch of a tee'd (cloned) body settles only when the other is cancelled too.
    void request.body?.cancel().catch(() => undefined);
    return null;
  }
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
