import type { BeaconRef } from '@qilin/contract';
import { useTranslation } from '../../../i18n';
import { isLocalBeacon } from '../model/fairness';

/**
 * Which beacon salts the draws: drand quicknet, or "本地信标 — 非独立" — a local beacon signs with a key
 * the operator holds, so its randomness proves nothing about what the operator knew in advance.
 */
export function BeaconTag({ beacon }: { beacon: Pick<BeaconRef, 'source' | 'independent'> }) {
  const { t } = useTranslation();
  const local = isLocalBeacon(beacon);
  return (
    <span className={`ql-beacon-tag ql-beacon-tag--${local ? 'local' : 'drand'}`} data-testid="beacon-tag">
      {local ? t('game.fair.local') : t('game.fair.drand')}
    </span>
  );
}
