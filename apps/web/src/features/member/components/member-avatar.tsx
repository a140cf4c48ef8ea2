import { avatarLook } from '../model/preset-avatars';
import './member.css';

type Props = { avatar: string; name: string; size?: number };

/** The member's avatar as drawn from its stored value (preset, image or initial); decorative. */
export function MemberAvatar({ avatar, name, size = 64 }: Props) {
  const look = avatarLook(avatar, name);
  const box = { width: size, height: size, fontSize: Math.round(size * 0.46) };
  if (look.kind === 'image') {
    return <img className="ql-avatar" src={look.src} alt="" style={box} />;
  }
  return (
    <span className="ql-avatar" aria-hidden="true" style={{ ...box, background: look.color }}>
      {look.glyph}
    </span>
  );
}
