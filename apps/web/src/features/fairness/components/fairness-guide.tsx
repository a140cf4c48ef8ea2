import { useNavigate } from 'react-router';
import { PickerField } from '../../../components/picker-field';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { drawnFamilies } from '../model/mapping-rows';
import { AlgorithmText } from './algorithm-text';
import { EpochList } from './epoch-list';
import { WorkedExampleView } from './worked-example-view';
import './fairness.css';

/** The game the page shows (its example and epochs): the one asked for, else the first drawn game. */
export function fairnessGame(gameId: string | undefined): string {
  const families = drawnFamilies();
  return families.find((f) => f.code === gameId)?.code ?? families[0]!.code;
}

/**
 * 公平性验证: the draw algorithm byte by byte (enough to write an independent verifier), the trust
 * assumptions, a worked example computed live by the domain code, and the game's epochs.
 */
export function FairnessGuide({ gameId }: { gameId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gameCode = fairnessGame(gameId);
  return (
    <article className="ql-fg">
      <p className="ql-fg__lead">{t('fairness.lead')}</p>
      <div className="ql-fg__picker">
        <span>{t('fairness.pickGame')}</span>
        <PickerField
          label={t('fairness.pickGame')}
          value={gameCode}
          options={drawnFamilies().map((f) => ({ label: `${f.name}（${f.code}）`, value: f.code }))}
          onChange={(code) => navigate(paths.fairnessGame.href(code), { replace: true })}
          testId="fairness-game"
        />
      </div>
      <AlgorithmText />
      <WorkedExampleView gameCode={gameCode} />
      <EpochList gameCode={gameCode} />
    </article>
  );
}
