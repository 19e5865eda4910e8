import { Avatar } from 'antd';
import { APP_PRIMARY } from '../../../app/theme';
import { initialsOf } from '../../goals/components/initials';

type PersonAvatarProps = { name: string; src: string | null; size?: number };

/** A person's picture, or their initials on the app colour when they have none. */
export function PersonAvatar({ name, src, size = 32 }: PersonAvatarProps) {
  return (
    <Avatar
      size={size}
      src={src ?? undefined}
      alt={src ? name : undefined}
      style={{ backgroundColor: src ? undefined : APP_PRIMARY, flexShrink: 0, fontSize: size >= 64 ? size / 2.8 : undefined }}
      aria-hidden={src ? undefined : true}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
