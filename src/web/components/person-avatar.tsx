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
  if (src === null) return <InitialsAvatar name={name} size={size} />;
  return (
    <Avatar
      size={size}
      src={src}
      draggable={false}
      alt={labelled ? name : undefined}
      aria-hidden={labelled ? undefined : true}
      style={{ flexShrink: 0 }}
    />
  );
}

/**
 * Initials on the person's colour, in a circle of their own: antd's Avatar measures the width of its text after every
 * render to scale it (a forced layout per avatar, 46 ms of the dashboard's first load), and two letters at 40 % of the
 * size always fit. The initials are drawn by CSS, not written in the page: decorative initials are no text of the
 * control an avatar sits in, whose name must hold what it shows (axe's label-content-name-mismatch; decision 047).
 */
function InitialsAvatar({ name, size }: { name: string; size: number }) {
  return (
    <span
      className="trellis-avatar"
      aria-hidden
      data-initials={initialsOf(name)}
      style={{ width: size, height: size, backgroundColor: colourOf(name), fontSize: Math.max(10, Math.round(size * 0.4)) }}
    />
  );
}
