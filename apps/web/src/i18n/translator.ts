/** A catalogue: nested objects whose leaves are texts or lists of texts. */
export type Texts = { readonly [key: string]: string | readonly string[] | Texts | undefined };

/** Interpolation values; `lng` picks a language, `returnObjects` returns a list of texts whole. */
export type TOptions = { readonly [name: string]: unknown; lng?: string; returnObjects?: boolean };

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): string | string[];
  (key: string, options?: TOptions): string;
}

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

function find(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` (or `{{a.b}}`) from the values; a name not among them stays as it is written. */
function interpolate(text: string, values: TOptions | undefined): string {
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = find(values, name);
    if (value !== undefined && value !== null) return String(value);
    return Object.hasOwn(values, name) ? '' : placeholder;
  });
}

function isTree(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function merge(into: Record<string, unknown>, texts: Texts): void {
  for (const [key, value] of Object.entries(texts)) {
    const current = into[key];
    if (isTree(value) && isTree(current)) merge(current, value);
    else into[key] = isTree(value) ? structuredClone(value) : value;
  }
}

/**
 * The app's texts per language: the little of i18next the app used (nested keys, `{{name}}`, a
 * fallback language, lists), in a few hundred bytes instead of i18next's ~14 KB gzip in the hall's
 * first load. No plurals, formats or nesting: the catalogues use none.
 */
export class Translator {
  language: string;
  private readonly catalogues = new Map<string, Record<string, unknown>>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fallback: string,
    texts: Texts,
  ) {
    this.language = fallback;
    this.addTexts(fallback, texts);
  }

  /** Merges texts into a language's catalogue; a text already there is replaced. */
  addTexts(lng: string, texts: Texts): void {
    const catalogue = this.catalogues.get(lng) ?? {};
    this.catalogues.set(lng, catalogue);
    merge(catalogue, texts);
  }

  hasTexts(lng: string): boolean {
    return this.catalogues.has(lng);
  }

  /** The text at a dotted key in the language (else the fallback language), interpolated; else the key. */
  readonly t: TFunction = ((key: string, options?: TOptions) => {
    const lng = options?.lng ?? this.language;
    let value = find(this.catalogues.get(lng), key);
    if (value === undefined && lng !== this.fallback) value = find(this.catalogues.get(this.fallback), key);
    if (typeof value === 'string') return interpolate(value, options);
    if (options?.returnObjects && Array.isArray(value))
      return value.map((text) => interpolate(text, options));
    return key;
  }) as TFunction;

  /** A `t` for one language, whatever the current one is. */
  getFixedT(lng: string): TFunction {
    return ((key: string, options?: TOptions) => this.t(key, { ...options, lng })) as TFunction;
  }

  changeLanguage(lng: string): void {
    if (lng === this.language) return;
    this.language = lng;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every language change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
