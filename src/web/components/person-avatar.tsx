import { Avatar } from 'antd';
import { initialsOf } from './initials';
import './person-avatar.css';

// One colour per person, picked from the name, so initials are told apart at a glance; each dark enough
// for white initials (WCAG AA).
export const AVATAR_COLOURS = ['#3379B6', '#268261', '#AA5E1B', '#7B5EA7', '#C2417B', '#3D7A8C', '#8A6D1E', '#5B6B7F'];
const colourOf = (name: string) => AVATAR_COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % AVATAR_COLOURS.length]!;

type PersonAvatarProps = {
  name: string;
  src: string | null;
  size?: number;
  /** The picture is the subject (a profile's own picture), not beside a written name: it says whose it is. */
  labelled?: boolean;
};

/**
 * A person's picture, or their initials on their colour when they have none. Decorative unless `labelled`:
 * the name is written beside it (or in the control it sits in).
 */
export function PersonAvatar({ name, src, size = 32, labelled = false }: PersonAvatarProps) {
  const named = labelled && src !== null;
  return (
    <Avatar
      size={size}
      src={src ?? undefined}
      draggable={false}
      alt={named ? name : undefined}
      aria-hidden={named ? undefined : true}
      style={{ backgroundColor: src ? undefined : colourOf(name), flexShrink: 0, fontSize: Math.max(10, Math.round(size * 0.4)) }}
    >
      {/* Drawn by CSS, not written in the page: decorative initials are no text of the control an avatar sits in, whose
          name must hold what it shows (axe's label-content-name-mismatch; decision 047). */}
      <span className="trellis-initials" data-initials={initialsOf(name)} />
    </Avatar>
  );
}
