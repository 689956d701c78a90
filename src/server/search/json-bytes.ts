// An answer's JSON written piece by piece as UTF-8 into Buffers. A large answer (a thousand hits)
// made as one string is allocated in V8's old generation, where it stays until a full collection
// however soon it is dropped; as Buffers it is memory outside the heap, freed with the small
// object that holds it at the next young-generation collection.

const CHUNK_BYTES = 64 * 1024;

export class JsonBytes {
  private readonly chunks: Buffer[] = [];
  private chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;

  /** Appends text (already JSON). */
  write(text: string): void {
    // A UTF-8 byte per character for ASCII, up to three for any other UTF-16 unit.
    if (this.used + text.length * 3 > this.chunk.length) {
      this.flush();
      if (text.length * 3 > CHUNK_BYTES) {
        this.chunks.push(Buffer.from(text, 'utf8'));
        return;
      }
    }
    this.used += this.chunk.write(text, this.used, 'utf8');
  }

  /** Appends a value as JSON. */
  value(value: unknown): void {
    this.write(JSON.stringify(value));
  }

  /** Everything written, as one Buffer of its own size (a kept answer holds no spare chunk). */
  finish(): Buffer {
    return Buffer.concat([...this.chunks, this.chunk.subarray(0, this.used)]);
  }

  private flush(): void {
    if (this.used === 0) return;
    this.chunks.push(this.chunk.subarray(0, this.used));
    this.chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
  }
}
