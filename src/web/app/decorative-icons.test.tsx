import { BellOutlined, ExportOutlined, MenuOutlined } from '@ant-design/icons';
import { render, screen } from '@testing-library/react';
import { Button, Pagination, Select, Table } from 'antd';
import { describe, expect, it } from 'vitest';

// The component tests' setup quiets the icons as main.tsx does (src/web/testing/setup.ts).
describe('antd icons and screen readers', () => {
  it('leave a button beside its icon named by its own text', () => {
    render(<Button icon={<BellOutlined />}>Benachrichtigungen</Button>);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeTruthy();
    expect(document.querySelector('.anticon-bell')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leave an icon-only button to its own label', () => {
    render(<Button aria-label="Menü öffnen" icon={<MenuOutlined />} />);
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keep the name an icon is given', () => {
    render(<ExportOutlined aria-label="Öffnet in einem neuen Tab" />);
    expect(screen.getByRole('img', { name: 'Öffnet in einem neuen Tab' })).toBeTruthy();
  });

  it('quiet antd’s own icons, such as a select’s arrow', () => {
    render(<Select aria-label="Zeitzone" options={[]} />);
    expect(document.querySelector('.anticon-down')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('[aria-label="down"]')).toBeNull();
  });

  it('name the icons antd puts alone into its own controls, in the language shown', () => {
    render(<Pagination total={50} defaultCurrent={2} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });

  it('name a table column’s filter trigger', () => {
    const columns = [{ title: 'Owner', dataIndex: 'owner', filters: [{ text: 'Ana', value: 'Ana' }] }];
    render(<Table columns={columns} dataSource={[{ key: 1, owner: 'Ana' }]} />);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
  });
});
