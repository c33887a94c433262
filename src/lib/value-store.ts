/** Two objects whose own properties are the same values (a snapshot that says nothing new). */
export function shallowSame<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(Reflect.get(a, key), Reflect.get(b, key)));
}

/**
 * One value as an external store (read with useSyncExternalStore): one part of the page sets it, others
 * subscribe. Setting a value `same` as the one held (by default: the same properties) tells no one.
 */
export class ValueStore<T> {
  private value: T | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly same: (a: T, b: T) => boolean = shallowSame) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): T | null => this.value;

  set(value: T) {
    if (this.value !== null && this.same(this.value, value)) return;
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}
