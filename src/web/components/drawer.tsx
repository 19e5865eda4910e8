import { Drawer as AntDrawer, type DrawerProps } from 'antd';

const headingStyle = { margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' } as const;

/**
 * antd's Drawer with its title as a heading: a drawer's sections (h3) then follow a level 2 heading, as on the page
 * below it (axe's heading-order; decision 047). The look is antd's own title.
 */
export function Drawer({ title, ...props }: DrawerProps) {
  return <AntDrawer {...props} title={title === undefined || title === null ? title : <h2 style={headingStyle}>{title}</h2>} />;
}
