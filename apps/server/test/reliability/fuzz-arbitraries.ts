import fc from 'fast-check';

/**
 * Hostile input generators. Field names are the ones the contract's schemas read, so generated
 * objects reach the validators' interesting branches instead of being refused as "unknown shape".
 */
export const FIELD_NAMES = [
  'id',
  'gid',
  'hid',
  'zhid',
  'page',
  'pageSize',
  'type',
  'code',
  'phone',
  'password',
  'username',
  'secpwd',
  'amount',
  'amountFen',
  'amount_fen',
  'account',
  'account_id',
  'bank_name',
  'holder_name',
  'real_name',
  'nickname',
  'nick_name',
  'payerName',
  'channelId',
  'gameCode',
  'game',
  'roomId',
  'issue',
  'items',
  'playId',
  'odds',
  'cmd',
  'times',
  'multiple',
  'isWinStop',
  'request_id',
  'idempotency_key',
  'reason',
  'status',
  'limit',
  'startTime',
  'endTime',
  'range',
  'code_id',
  'content',
  'title',
  'venue',
  'direction',
  'jkid',
  'jkparam',
  'token',
  'numbers',
  'money',
] as const;

// One shared huge string: cheap to generate, still past every field's length limit.
const BIG = 'A'.repeat(40_000);

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE members; --',
  "1' UNION SELECT password_hash FROM members --",
  "'); DELETE FROM ledger_entries; --",
  '1 AND pg_sleep(5)',
  '$$; select 1; $$',
  '\\x00\\\\',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '$' + '{7*7}',
  '%0d%0aSet-Cookie:x=1',
];
const PATHY = ['../', '../../etc/passwd', '%00', '\u0000', '..%2f..%2f', '/', '\\', '%2e%2e%2f', '.'];
const MONEY = [
  -1,
  -100,
  0,
  0.5,
  1.005,
  99.999,
  -0.01,
  1e21,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  '100.123',
  '-50',
  '1e5',
  'NaN',
  'Infinity',
  '0x10',
  ' 100 ',
  '１００',
  '9'.repeat(40),
  '1,000',
  '',
];

const unicodeText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u202e\u0041\u0301',
    '😀'.repeat(50),
    '\ud800',
    '\uffff',
    '中文名字'.repeat(30),
    'ｓｅｌｅｃｔ',
  ),
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL, ...SCRIPT, ...PATHY) },
  { weight: 3, arbitrary: unicodeText },
  { weight: 1, arbitrary: fc.constantFrom(BIG, BIG.slice(0, 5_000)) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString') },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(...MONEY),
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((b) => b.toString()),
);

const scalar = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({}, [], [[]], { length: 1e9 }, [null]),
);

/** Nesting far deeper than any schema expects (arrays or objects), built iteratively. */
const deep = fc.tuple(fc.integer({ min: 50, max: 400 }), fc.boolean()).map(([depth, arr]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i += 1) v = arr ? [v] : { id: v };
  return v;
});

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 30 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, { maxKeys: 5 }) },
);

/** A body: mostly objects of known fields with hostile values, sometimes extra keys or no object at all. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 8 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('__proto__', 'constructor')),
      value,
      { maxKeys: 6 },
    ),
  },
  { weight: 1, arbitrary: value },
);

/** A raw body that is not valid JSON, or JSON with a prototype-pollution key written literally. */
export const rawBody = fc.constantFrom(
  '{',
  '{"id":',
  'null',
  '[]',
  '"x"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"a":1}garbage',
  `{"id":${'['.repeat(5_000)}}`,
);

/** encodeURIComponent that tolerates lone surrogates (they become U+FFFD, as a browser would send). */
export function encodeLoose(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** Replaces each `:param` of a route with a hostile segment (URL-encoded or raw). */
export const pathSegment = fc.oneof(
  fc.constantFrom(...PATHY, '-1', '0', '1.5', '1e3', '99999999999999999999', '9007199254740993', 'NaN', ' 1'),
  hostileString.map((s) => encodeLoose(s.slice(0, 150))),
  fc.integer({ min: 1, max: 1000 }).map(String),
);

export const queryString = fc
  .dictionary(fc.constantFrom(...FIELD_NAMES), fc.oneof(hostileString, hostileNumber.map(String)), {
    maxKeys: 4,
  })
  .map((q) =>
    Object.entries(q)
      .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(String(v).slice(0, 2_000))}`)
      .join('&'),
  );
