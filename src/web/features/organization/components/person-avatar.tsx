import { Avatar } from 'antd';
import { initialsOf } from '../../goals/components/initials';

// One colour per person, picked from the name, so initials are told apart at a glance.
const COLOURS = ['#3781C2', '#2F9E77', '#B5651D', '#7B5EA7', '#C2417B', '#3D7A8C', '#8A6D1E', '#5B6B7F'];
const colourOf = (name: string) => COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;

/** A person's picture, or their initials; decorative, since the name is always written beside it. */
export function PersonAvatar({ name, src, size }: { name: string; src: string | null; size: number }) {
  return (
    <Avatar
      size={size}
      src={src ?? undefined}
      draggable={false}
      aria-hidden
      style={{ backgroundColor: src ? undefined : colourOf(name), flexShrink: 0, fontSize: size * 0.4 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
