/**
 * Pages of the filter call as the UTF-8 bytes sent, kept by ranking key, page and size. A page of
 * a ranking never changes (a new catalog makes new ranking keys) and visitors with the same
 * preferences ask for the same first pages, so serializing and encoding ten cards' texts again
 * for each of them is wasted. Bounded by the bytes kept (`maxBytes`), oldest first out: a page
 * that is still asked for is simply serialized and kept again.
 */
export class SerializedPages {
  private readonly pages = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 8_000_000) {}

  /** The bytes kept for `key`, or those of the text `serialize` makes (then kept). */
  get(key: string, serialize: () => string): Buffer {
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    const page = Buffer.from(serialize());
    if (page.length > this.maxBytes) return page;
    while (this.bytes + page.length > this.maxBytes) this.evictOldest();
    this.pages.set(key, page);
    this.bytes += page.length;
    return page;
  }

  private evictOldest(): void {
    const [key, page] = this.pages.entries().next().value!;
    this.pages.delete(key);
    this.bytes -= page.length;
  }
}
