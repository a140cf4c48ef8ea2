import { useTranslation } from '../../../i18n';
import { showSuccessToast } from '../../../lib/toast';
import { useDefaultAvatars, useEditAvatar } from '../hooks/use-profile';
import { MemberAvatar } from './member-avatar';
import './member.css';

/** /headImages: the default avatars as a grid of toggle buttons; a tap saves the choice on the server. */
export function AvatarPicker({ current, name }: { current: string; name: string }) {
  const { t } = useTranslation();
  const avatars = useDefaultAvatars();
  const edit = useEditAvatar();
  const chosen = edit.isPending ? edit.variables : current;

  function handlePick(avatar: string): void {
    if (avatar === current || edit.isPending) return;
    edit.mutate(avatar, { onSuccess: () => showSuccessToast(t('me.profile.avatarSaved')) });
  }

  return (
    <fieldset className="ql-avatar-grid" aria-label={t('me.profile.avatarTitle')}>
      {(avatars.data?.list ?? []).map((avatar, index) => (
        <button
          key={avatar}
          type="button"
          aria-pressed={avatar === chosen}
          aria-label={t('me.profile.avatarOption', { n: index + 1 })}
          className={
            avatar === chosen ? 'ql-avatar-grid__item ql-avatar-grid__item--on' : 'ql-avatar-grid__item'
          }
          onClick={() => handlePick(avatar)}
        >
          <MemberAvatar avatar={avatar} name={name} size={56} />
        </button>
      ))}
    </fieldset>
  );
}
