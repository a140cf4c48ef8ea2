/**
 * A tiny zod-free shape checker for the few payloads the browser must validate on its first load
 * (socket messages, line config). zod costs ~30 KB gzip in the hall's first paint; these checks mirror
 * zod 4's rules exactly (finite numbers, safe integers, plain non-array objects) and a test proves they
 * accept what the zod schemas accept. Types stay derived from the schemas, so the contract is the source.
 */
/** `object`: any plain object (a payload passed through whole, e.g. a REST answer inside a push). */
export type FieldKind = 'string' | 'number' | 'int' | 'stringOrNumber' | 'strings' | 'object';

/** The kind a TypeScript field type allows; `never` makes a spec that disagrees with the schema fail to compile. */
export type KindOf<V> = [V] extends [readonly string[]]
  ? 'strings'
  : [V] extends [string]
    ? 'string'
    : [V] extends [number]
      ? 'number' | 'int'
      : [V] extends [string | number]
        ? 'stringOrNumber'
        : never;

export type FieldSpec = { kind: FieldKind | ObjectSpec; optional?: boolean };
export type ObjectSpec = { readonly [key: string]: FieldSpec };

/** One field's spec, checked against the schema's inferred type: kind and optionality must agree. */
type FieldFor<V> = undefined extends V
  ? { kind: KindFor<Exclude<V, undefined>>; optional: true }
  : { kind: KindFor<V>; optional?: false };
type KindFor<V> = [V] extends [readonly unknown[]]
  ? KindOf<V>
  : [V] extends [Record<string, unknown>]
    ? string extends keyof V
      ? 'object'
      : ShapeOf<V>
    : KindOf<V>;

/** A spec covering exactly the keys of T (minus `omit`), each with the kind its type allows. */
export type ShapeOf<T, Omit extends string = never> = {
  [K in Exclude<keyof T, Omit>]-?: FieldFor<T[K]>;
};

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matchesKind(value: unknown, kind: FieldKind | ObjectSpec): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'stringOrNumber':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'object':
      return isPlainObject(value);
    default:
      return matchesShape(value, kind);
  }
}

/** Extra keys are allowed (zod objects strip them rather than refuse). */
export function matchesShape(value: unknown, spec: ObjectSpec): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  for (const [key, field] of Object.entries(spec)) {
    const v = value[key];
    if (v === undefined) {
      if (!field.optional) return false;
    } else if (!matchesKind(v, field.kind)) return false;
  }
  return true;
}
