import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Input, Select, Skeleton, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../contract/notes';
import type { ProfileDetail } from '../../../contract/profile';
import type { NoteSort } from '../../../domain/notes/note-rules';
import { lazyNamed } from '../../shared/lazy-named';
import { useSignedInSession } from '../../shared/session';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { loadActionItemDrawer, prefillFromNote, type ActionItemPrefill } from '../action-items';
import { useNotes } from './api/notes-api';
import { NoteCard } from './note-card';
import { emptyText, privacyLine, sortOptions } from './note-rules';
import { useWiderThan } from '../../shared/use-wider-than';
import { CLEARABLE } from '../../components/clearable';

// The editors load when a drawer is first opened.
const NoteDrawer = lazyNamed(() => import('./note-drawer'), 'NoteDrawer');
const ActionItemDrawer = lazyNamed(loadActionItemDrawer, 'ActionItemDrawer');

type Drawer = { kind: 'note'; note?: Note } | { kind: 'item'; prefill: ActionItemPrefill };

/** The profile's Notes tab: the viewer's private notes about this person, newest first, searchable. */
export function NotesTab({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('notes');
  const { Profile: me } = useSignedInSession();
  const wide = useWiderThan('md');
  const [sort, setSort] = useState<NoteSort>('Created');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const notes = useNotes(profile.Id, sort, debounced);
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const person = { Id: profile.Id, Name: profile.Name };
  const list = notes.data?.pages.flat() ?? [];

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary">
          <LockOutlined aria-hidden /> {privacyLine(profile.Name, t)}
        </Typography.Text>
        {profile.CanAddNote && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'note' })}>
            {t('tab.add')}
          </Button>
        )}
      </div>
      {!profile.CanAddNote && <Alert type="info" showIcon title={t('tab.onlyAboutReports')} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flex: wide ? undefined : '1 1 100%' }}>
          <label htmlFor="notes-sort">{t('tab.sortBy')}</label>
          <Select<NoteSort>
            id="notes-sort"
            value={sort}
            onChange={setSort}
            options={sortOptions(t)}
            style={{ width: 220, flex: wide ? undefined : 1 }}
          />
        </span>
        <Input.Search
          placeholder={t('tab.search')}
          aria-label={t('tab.search')}
          allowClear={CLEARABLE}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: wide ? 260 : '100%' }}
        />
      </div>
      {notes.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : notes.data === undefined ? (
        <Alert type="error" showIcon title={notes.error.message} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText(debounced, t)} />
      ) : (
        <section aria-label={t('tab.listLabel', { name: profile.Name })} style={{ display: 'grid', gap: 12 }}>
          {list.map((note) => (
            <NoteCard
              key={note.Id}
              note={note}
              onEdit={(n) => setDrawer({ kind: 'note', note: n })}
              onCreateItem={(n) => setDrawer({ kind: 'item', prefill: prefillFromNote(n, person, { Id: me.Id, Name: me.Name }) })}
            />
          ))}
          {notes.hasNextPage && (
            <Button onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage} style={{ justifySelf: 'center' }}>
              {t('tab.loadMore')}
            </Button>
          )}
        </section>
      )}
      <Suspense fallback={null}>
        {drawer?.kind === 'note' && <NoteDrawer person={person} note={drawer.note} onClose={() => setDrawer(null)} />}
        {drawer?.kind === 'item' && <ActionItemDrawer prefill={drawer.prefill} onClose={() => setDrawer(null)} />}
      </Suspense>
    </div>
  );
}
