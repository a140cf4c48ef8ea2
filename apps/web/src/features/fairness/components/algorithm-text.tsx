import { BEACON_SIGNATURE_DST, DRAND_QUICKNET } from '@qilin/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { LIMIT_EXAMPLES, mappingRows } from '../model/mapping-rows';

/** Paragraphs of a section (arrays in the catalogue). */
function Paragraphs({ k, values }: { k: string; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const list = t(k, { returnObjects: true, ...values }) as unknown;
  const items = Array.isArray(list) ? (list as string[]) : [];
  return (
    <>
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ql-fg__section" aria-labelledby={`fg-${id}`}>
      <h2 id={`fg-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** Formulas are language-neutral: they are code, not catalogue text. */
export function Code({ lines }: { lines: string[] }) {
  return (
    <pre className="ql-fg__code">
      <code>{lines.join('\n')}</code>
    </pre>
  );
}

function Trust() {
  const { t } = useTranslation();
  const list = (k: string) => t(k, { returnObjects: true }) as string[];
  return (
    <Section id="trust" title={t('fairness.trust.title')}>
      <h3>{t('fairness.trust.cannot')}</h3>
      <ul>
        {list('fairness.trust.cannotItems').map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <h3>{t('fairness.trust.can')}</h3>
      <ul>
        {list('fairness.trust.canItems').map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
      <p className="ql-fg__caution">{t('fairness.trust.local')}</p>
      <p>{t('fairness.trust.rotation')}</p>
    </Section>
  );
}

function Mapping() {
  const { t } = useTranslation();
  return (
    <Section id="mapping" title={t('fairness.mapping.title')}>
      <p>{t('fairness.mapping.fisherYates')}</p>
      <Code
        lines={[
          'a = pool.slice()',
          'for i = 0 … k−1:',
          '  j = i + int(a.length − i)',
          '  swap a[i], a[j]',
          'return a[0 … k−1]',
        ]}
      />
      <dl className="ql-fg__rules">
        {mappingRows().map((row) => (
          <div key={row.rule} className="ql-fg__rule">
            <dt>{row.games.map((g) => `${g.name} ${g.code}`).join('、')}</dt>
            <dd>{t(`fairness.mapping.rules.${row.rule}`)}</dd>
          </div>
        ))}
      </dl>
      <p>{t('fairness.mapping.cards')}</p>
    </Section>
  );
}

/** The algorithm, byte by byte (sections 1–7 of the page). */
export function AlgorithmText() {
  const { t } = useTranslation();
  const quicknet = { genesis: DRAND_QUICKNET.genesisTimeSec, period: DRAND_QUICKNET.periodSec };
  return (
    <>
      <Trust />
      <Section id="chain" title={t('fairness.chain.title')}>
        <Paragraphs k="fairness.chain.body" />
        <Code
          lines={[
            's_(i−1)       = SHA256(s_i)',
            'terminalHash  = s_0',
            'seed          = s_chainIndex',
            'commitment    = SHA256(seed)',
            'SHA256^chainIndex(seed) = terminalHash',
          ]}
        />
      </Section>
      <Section id="publication" title={t('fairness.publication.title')}>
        <Paragraphs k="fairness.publication.body" />
      </Section>
      <Section id="index" title={t('fairness.index.title')}>
        <Paragraphs k="fairness.index.body" />
      </Section>
      <Section id="salt" title={t('fairness.salt.title')}>
        <Paragraphs k="fairness.salt.body" values={quicknet} />
        <Code
          lines={[
            `r = ⌈(closeAt/1000 − ${quicknet.genesis}) ÷ ${quicknet.period}⌉ + 1`,
            'm = SHA256(uint64_big_endian(r))',
            `BLS verify (G1 sig, G2 key), DST = ${BEACON_SIGNATURE_DST}`,
            'randomness = SHA256(signature)',
            'saltHex = hex(randomness)',
          ]}
        />
        <h3>{t('fairness.salt.publicKey')}</h3>
        <code className="ql-fg__hex">{DRAND_QUICKNET.publicKey}</code>
        <h3>{t('fairness.salt.chainHash')}</h3>
        <code className="ql-fg__hex">{DRAND_QUICKNET.chainHash}</code>
      </Section>
      <Section id="stream" title={t('fairness.stream.title')}>
        <Paragraphs k="fairness.stream.body" />
        <h3>{t('fairness.stream.v2')}</h3>
        <Code lines={['message_r = "<gameCode>:<issue>:<r>:<saltHex>"']} />
        <h3>{t('fairness.stream.v1')}</h3>
        <Code lines={['message_r = "<gameCode>:<issue>:<r>"']} />
        <Code
          lines={[
            'block_r = HMAC-SHA256(key = seed bytes, message_r)',
            'u_k = uint32_big_endian(block_r[4k … 4k+3]), k = 0 … 7',
          ]}
        />
      </Section>
      <Section id="int" title={t('fairness.int.title')}>
        <Paragraphs k="fairness.int.body" />
        <Code
          lines={['limit = floor(2^32 / n) · n', 'do u = nextWord() while u ≥ limit', 'return u mod n']}
        />
        <p>{t('fairness.int.limits')}</p>
        <Code lines={LIMIT_EXAMPLES.map(({ n, limit }) => `n = ${n}: limit = ${limit}`)} />
      </Section>
      <Mapping />
    </>
  );
}
