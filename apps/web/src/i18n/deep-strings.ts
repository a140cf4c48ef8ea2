/** The shape an English bundle must have: its zh-CN bundle's keys, every text a string. */
export type DeepStrings<T> = T extends string
  ? string
  : T extends readonly string[]
    ? string[]
    : { [K in keyof T]: DeepStrings<T[K]> };
