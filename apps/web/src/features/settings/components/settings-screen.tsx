import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Selector, Switch } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { confirmPopup, isPopupDismissed, setQuietMode, useQuietMode } from '../../../components/popups';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { LANGUAGES, type Language, setLanguage, useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toast';
import { clearCache } from '../model/clear-cache';
import { LANGUAGE_NAMES, SKINS } from '../model/skins';
import './settings.css';

type Props = {
  /** The route composes logout from the auth feature; absent for a guest. */
  onLogout?: () => void;
};

/** /setting: profile and device links, skin, quiet mode, language, clear cache, version, logout. */
export function SettingsScreen({ onLogout }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLogin = useSessionStore((s) => s.isLogin);
  const skin = useSessionStore((s) => s.skinType);
  const setSkin = useSessionStore((s) => s.setSkinType);
  const quiet = useQuietMode();

  async function handleClearCache(): Promise<void> {
    try {
      await confirmPopup({ kind: 'prompt', content: t('me.settings.clearCacheConfirm') });
    } catch (error) {
      if (isPopupDismissed(error)) return;
      throw error;
    }
    await clearCache(queryClient);
    showSuccessToast(t('me.settings.cleared'));
  }

  return (
    <div className="ql-settings">
      <List className="ql-settings__group">
        {isLogin ? (
          <List.Item onClick={() => navigate(paths.changePersonInfo.href())}>
            {t('me.settings.profile')}
          </List.Item>
        ) : null}
        <List.Item onClick={() => navigate(paths.floatBall.href())}>{t('me.settings.floatBall')}</List.Item>
        <List.Item onClick={() => navigate(paths.machineInfo.href())}>
          {t('me.settings.machineInfo')}
        </List.Item>
      </List>

      <List className="ql-settings__group" header={t('me.settings.skin')}>
        <List.Item>
          <Selector
            aria-label={t('me.settings.skin')}
            columns={3}
            value={[skin]}
            onChange={(value) => value[0] && setSkin(value[0])}
            options={SKINS.map((s) => ({
              value: s.value,
              label: (
                <span className="ql-settings__skin">
                  <span className="ql-settings__swatch" style={{ background: s.swatch }} aria-hidden="true" />
                  {t(s.label)}
                </span>
              ),
            }))}
          />
        </List.Item>
      </List>

      <List className="ql-settings__group">
        <List.Item
          description={t('me.settings.quietHint')}
          extra={<Switch checked={quiet} onChange={setQuietMode} aria-label={t('me.settings.quiet')} />}
        >
          {t('me.settings.quiet')}
        </List.Item>
      </List>

      <List className="ql-settings__group" header={t('me.settings.language')}>
        <List.Item>
          <Selector
            aria-label={t('me.settings.language')}
            columns={2}
            value={[i18n.language]}
            onChange={(value) => {
              const next = value[0] as Language | undefined;
              if (next && LANGUAGES.includes(next)) void setLanguage(next);
            }}
            options={LANGUAGES.map((lng) => ({ value: lng, label: LANGUAGE_NAMES[lng] }))}
          />
        </List.Item>
      </List>

      <List className="ql-settings__group">
        <List.Item description={t('me.settings.clearCacheHint')} onClick={() => void handleClearCache()}>
          {t('me.settings.clearCache')}
        </List.Item>
        <List.Item extra={env.appVersion}>{t('setting.version')}</List.Item>
      </List>

      {isLogin && onLogout ? (
        <Button block color="danger" fill="outline" shape="rounded" size="large" onClick={onLogout}>
          {t('auth.logout')}
        </Button>
      ) : null}
    </div>
  );
}
