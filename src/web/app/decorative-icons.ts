import { HomeOutlined } from '@ant-design/icons';
import type { AntdIconProps } from '@ant-design/icons/lib/components/AntdIcon';
import i18next from 'i18next';
import type { ReactNode, Ref } from 'react';

type Render = (props: AntdIconProps & { icon?: { name?: string } }, ref: Ref<HTMLSpanElement> | null) => ReactNode;

/**
 * The icons antd puts alone into controls of its own that it does not name: a pagination's page buttons, a table
 * column's filter trigger. They keep a name, in the language shown (common:iconNames), as the control's only one.
 */
const CONTROL_ICONS = ['left', 'right', 'double-left', 'double-right', 'filter'] as const;
type ControlIcon = (typeof CONTROL_ICONS)[number];
const isControlIcon = (name: string | undefined): name is ControlIcon => (CONTROL_ICONS as readonly (string | undefined)[]).includes(name);

function spoken(props: Parameters<Render>[0]): Parameters<Render>[0] {
  if (props['aria-label'] || props['aria-labelledby']) return props;
  const name = props.icon?.name;
  if (isControlIcon(name)) return { ...props, 'aria-label': i18next.t(`common:iconNames.${name}`) };
  return { 'aria-hidden': true, ...props, 'aria-label': undefined };
}
type ForwardRef = { render: Render };

/**
 * Makes every antd icon one that a screen reader passes over unless it is named (issue 30). antd names each icon by its
 * file ('bell', 'aim', 'down'): English words read out before a button's or a link's own text, on every select's arrow
 * too. An icon beside a text says nothing the text does not; an icon alone on a button leaves the naming to the button
 * (its aria-label, from the catalogue); an icon that means something on its own is given its `aria-label` from the
 * catalogue and keeps it.
 *
 * @ant-design/icons offers no setting for this (its IconContext holds only the class prefix and styles), but every icon,
 * ours and antd's own, is its one AntdIcon component given the icon's drawing, which puts its name before the props it
 * is given. So the names are taken away once, there, before anything renders (main.tsx; the component tests' setup).
 * Not a wrapper around each icon import: a module holding every icon the screens use went whole into the first
 * script a browser loads. The component is found through an icon rather than imported by its path,
 * which is another copy of it in the tests (the package's ESM build where the icons load its CommonJS one).
 */
export function quietIcons(): void {
  const icon = (HomeOutlined as unknown as ForwardRef).render({}, null) as unknown as { type: ForwardRef };
  const antdIcon = icon.type;
  if (QUIETED.has(antdIcon)) return;
  QUIETED.add(antdIcon);
  const draw = antdIcon.render;
  antdIcon.render = (props, ref) => draw(spoken(props), ref);
}

const QUIETED = new WeakSet<object>();
