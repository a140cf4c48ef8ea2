import { Checkbox, List, Switch } from 'antd-mobile';
import { useTranslation } from '../../../i18n';
import { BALL_SHORTCUTS, MAX_SHORTCUTS, SHORTCUT_KEYS, toggleShortcut } from '../model/shortcuts';
import { useFloatBallStore } from '../store';

/** /FloatBall: turn the ball on or off and pick up to four shortcuts. */
export function FloatBallSettings() {
  const { t } = useTranslation();
  const { on, shortcuts, setOn, setShortcuts } = useFloatBallStore();
  return (
    <>
      <List style={{ borderRadius: 12, overflow: 'hidden' }}>
        <List.Item
          description={t('me.floatBall.hint')}
          extra={<Switch checked={on} onChange={setOn} aria-label={t('me.floatBall.enable')} />}
        >
          {t('me.floatBall.enable')}
        </List.Item>
      </List>
      <List
        header={t('me.floatBall.shortcuts', { max: MAX_SHORTCUTS })}
        style={{ borderRadius: 12, overflow: 'hidden', marginTop: 16 }}
      >
        {SHORTCUT_KEYS.map((key) => {
          const checked = shortcuts.includes(key);
          return (
            <List.Item
              key={key}
              onClick={() => setShortcuts(toggleShortcut(shortcuts, key))}
              arrowIcon={false}
            >
              <Checkbox
                checked={checked}
                disabled={!checked && shortcuts.length >= MAX_SHORTCUTS}
                onChange={() => setShortcuts(toggleShortcut(shortcuts, key))}
                onClick={(event) => event.stopPropagation()}
              >
                {t(BALL_SHORTCUTS[key].label)}
              </Checkbox>
            </List.Item>
          );
        })}
      </List>
    </>
  );
}
