/**
 * A bounded in-memory map whose entries carry the version (cache generations) they were loaded
 * under; an entry is returned only for the same version. The oldest entry goes when it is full.
 */
export class VersionedCache<Value> {
  private readonly entries = new Map<string, { version: string; value: Value }>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version === version) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, version: string, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.entries.clear();
  }
}
