import { DRAND_QUICKNET, verifyBeaconSignature } from '@qilin/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { type TracedInt, workedExample } from '../model/worked-example';
import { Section } from './algorithm-text';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="ql-fg__field">
      <div className="ql-fg__label">{label}</div>
      <code className="ql-fg__hex" data-testid={testId}>
        {value}
      </code>
    </div>
  );
}

/**
 * The example round's BLS check, run on demand: the pairing takes a noticeable moment on a phone, so
 * it is not part of the page's first render.
 */
function SignatureCheck({ round, signature }: { round: number; signature: string }) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['fairness', 'example-signature', round, signature] as const,
    queryFn: async () => verifyBeaconSignature(DRAND_QUICKNET.publicKey, round, signature),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (check.data !== undefined) {
    return (
      <p className={check.data ? 'ql-fg__ok' : 'ql-fg__bad'} role="status" data-testid="example-signature">
        {check.data ? t('fairness.example.signatureOk') : t('fairness.example.signatureBad')}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="ql-fg__button"
      disabled={check.isFetching}
      onClick={() => void check.refetch()}
    >
      {check.isFetching ? t('fairness.example.verifying') : t('fairness.example.verifySignature')}
    </button>
  );
}

function IntCalls({ ints }: { ints: TracedInt[] }) {
  const { t } = useTranslation();
  return (
    <table className="ql-fg__ints">
      <caption>{t('fairness.example.calls')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('fairness.example.call')}</th>
          <th scope="col">{t('fairness.example.word')}</th>
          <th scope="col">{t('fairness.example.value')}</th>
          <th scope="col">{t('fairness.example.out')}</th>
        </tr>
      </thead>
      <tbody>
        {ints.map((call, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the call's position is its identity
          <tr key={i}>
            <th scope="row">
              int({call.n})<span className="ql-fg__limit">limit {call.limit}</span>
            </th>
            <td>
              {call.words.map((w) => (
                <code key={`${w.block}:${w.offset}`} className={w.accepted ? undefined : 'ql-fg__rejected'}>
                  {w.hex}
                </code>
              ))}
            </td>
            <td>
              {call.words.map((w) => (
                <span key={`${w.block}:${w.offset}`} className="ql-fg__u">
                  {w.value}
                  {w.accepted ? '' : ` ${t('fairness.example.rejected')}`}
                </span>
              ))}
            </td>
            <td>{call.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Section 8: one game's draw traced from seed and salt to result, computed on the page. */
export function WorkedExampleView({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const example = useMemo(() => workedExample(gameCode), [gameCode]);
  return (
    <Section id="example" title={t('fairness.example.title')}>
      <p>{t('fairness.example.intro', { round: example.round })}</p>
      <Field
        label={t('fairness.example.chain')}
        value={example.chain.map((hash, i) => `s_${i} = ${hash}`).join('\n')}
      />
      <Field label={t('fairness.example.seed')} value={example.seed} />
      <Field label={t('fairness.example.commitment')} value={example.commitment} />
      <Field label={t('fairness.example.round')} value={String(example.round)} />
      <p className="ql-fg__note">
        {t('fairness.example.roundAt', {
          time: new Date(example.closeAtMs).toISOString().replace('T', ' ').replace('.000Z', ''),
          round: example.roundAtClose,
        })}
      </p>
      <Field label={t('fairness.example.signature')} value={example.signature} />
      <SignatureCheck round={example.round} signature={example.signature} />
      <Field label={t('fairness.example.salt')} value={example.salt} testId="example-salt" />
      {example.blocks.map((b) => (
        <div key={b.index} className="ql-fg__block">
          <Field
            label={t('fairness.example.message', { block: b.index })}
            value={b.message}
            testId={`example-message-${b.index}`}
          />
          <Field
            label={t('fairness.example.block', { block: b.index })}
            value={b.hex}
            testId={`example-block-${b.index}`}
          />
        </div>
      ))}
      <IntCalls ints={example.ints} />
      <Field
        label={t('fairness.example.result')}
        value={JSON.stringify(example.result)}
        testId="example-result"
      />
      <p className={example.matches ? 'ql-fg__ok' : 'ql-fg__bad'} data-testid="example-matches">
        {example.matches ? t('fairness.example.matches') : t('fairness.example.mismatch')}
      </p>
    </Section>
  );
}
