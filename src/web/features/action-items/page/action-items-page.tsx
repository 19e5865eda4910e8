import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select, Tabs } from 'antd';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ActionItem, ActionItemUser } from '../../../../contract/action-items';
import { useSignedInSession } from '../../../shared/session';
import { PageTitle } from '../../../components/page-title';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { changed, DEFAULT_VIEW, itemIdOf, listQuery, pageOfIndex, tabOf, type ItemsTab, type ItemsView } from '../action-item-rules';
import { useActionItems, useLocateActionItem } from '../api/action-items-api';
import { ActionItemDrawer } from '../drawer/action-item-drawer';
import { ItemsCards } from './items-cards';
import { ItemsTable, rowDomId } from './items-table';
import { askerOf, isObserver } from '../../../../domain/askers';
import { useWiderThan } from '../../../shared/use-wider-than';
import { CLEARABLE } from '../../../components/clearable';

const TABS: ItemsTab[] = ['inprogress', 'completed'];

/** /v3/actionitems (spec 001 §2): In Progress and Completed, New Action Item, and ?item={id} to show one item. */
export function ActionItemsPage() {
  const { t } = useTranslation('actionItems');
  const { Profile } = useSignedInSession();
  const wide = useWiderThan('md');
  const [params, setParams] = useSearchParams();
  const itemId = itemIdOf(params.get('item'));
  const located = useLocateActionItem(itemId);
  const [view, setView] = useState<ItemsView>(DEFAULT_VIEW);
  const [search, setSearch] = useState('');
  const title = useDebouncedValue(search.trim(), 300);
  const [drawer, setDrawer] = useState<{ item?: ActionItem } | null>(null);

  // An item named in the address opens its tab at its page, once.
  const [placedFor, setPlacedFor] = useState<number | null>(null);
  if (itemId !== null && located.isSuccess && placedFor !== itemId) {
    setPlacedFor(itemId);
    if (located.data) setView({ ...DEFAULT_VIEW, page: pageOfIndex(located.data.index) });
  }
  if (title !== view.title) setView(changed(view, { title }));

  const tab = (itemId !== null && located.data?.tab) || tabOf(params.get('tab'));
  const current = { ...view, tab };
  const locating = itemId !== null && located.isPending;
  // A new page of items renders in the background, in slices the browser can answer between (decision 059).
  const list = useDeferredValue(useActionItems(listQuery(current), !locating));
  const highlightId = itemId !== null && located.data ? itemId : null;

  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (highlightId === null || scrolledTo.current === highlightId) return;
    const row = document.getElementById(rowDomId(highlightId));
    if (!row) return;
    scrolledTo.current = highlightId;
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [highlightId, list.data]);

  const showTab = (next: ItemsTab) => {
    setParams(next === 'inprogress' ? {} : { tab: next }, { replace: true });
    setView({ ...DEFAULT_VIEW, title: view.title });
  };
  const forgetItem = () =>
    setParams(
      (p) => {
        p.delete('item');
        return p;
      },
      { replace: true },
    );

  const listProps = {
    view: current,
    list: list.data,
    loading: locating || list.isFetching,
    highlightId,
    me: Profile.Id,
    onView: (next: ItemsView) => setView(next),
    onEdit: (item: ActionItem) => setDrawer({ item }),
  };

  const content = (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <Input.Search
          placeholder={t('page.search')}
          aria-label={t('page.search')}
          allowClear={CLEARABLE}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: wide ? 280 : '100%' }}
        />
        {!wide && (
          <>
            <PeopleFilter
              label={t('column.assignee')}
              people={list.data?.to_users ?? []}
              value={view.assignees}
              onChange={(assignees) => setView(changed(view, { assignees }))}
            />
            <PeopleFilter
              label={t('column.requester')}
              people={list.data?.by_users ?? []}
              value={view.requesters}
              onChange={(requesters) => setView(changed(view, { requesters }))}
            />
          </>
        )}
      </div>
      {list.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={list.error.message} />}
      {wide ? <ItemsTable {...listProps} /> : <ItemsCards {...listProps} />}
    </>
  );

  return (
    <>
      <PageTitle
        extra={
          // Observers follow the company's goals; they ask nobody for anything (the server refuses them too).
          !isObserver(askerOf(Profile)) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({})}>
              {t('page.add')}
            </Button>
          )
        }
      >
        {t('page.title')}
      </PageTitle>
      {itemId !== null && located.isSuccess && located.data === null && (
        <Alert type="warning" showIcon closable={{ onClose: forgetItem }} style={{ marginBottom: 16 }} title={t('page.notFound')} />
      )}
      <section style={{ background: '#fff', borderRadius: 8, padding: wide ? '4px 24px 24px' : '0 16px 16px' }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => showTab(key as ItemsTab)}
          items={TABS.map((key) => ({ key, label: t(`page.tab.${key}`), children: key === tab ? content : null }))}
        />
      </section>
      {drawer && <ActionItemDrawer item={drawer.item} onClose={() => setDrawer(null)} />}
    </>
  );
}

type PeopleFilterProps = { label: string; people: ActionItemUser[]; value: number[]; onChange: (ids: number[]) => void };

/** On a phone the table's column filters are not there: the same choices as selects. */
function PeopleFilter({ label, people, value, onChange }: PeopleFilterProps) {
  return (
    <Select<number[]>
      mode="multiple"
      aria-label={label}
      placeholder={label}
      allowClear
      value={value}
      onChange={onChange}
      options={people.map((p) => ({ value: p.Id, label: p.Name }))}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ flex: '1 1 140px', minWidth: 0 }}
    />
  );
}
