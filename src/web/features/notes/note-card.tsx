import { CheckSquareOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../contract/notes';
import { errorText } from '../../shared/api-client';
import { RichText } from '../../components/rich-text';
import { useDeleteNote } from './api/notes-api';
import { noteDates } from './note-rules';

type NoteCardProps = { note: Note; onEdit: (note: Note) => void; onCreateItem: (note: Note) => void };

/** One note: its title and dates, the body as written, and what can be done with it. */
export function NoteCard({ note, onEdit, onCreateItem }: NoteCardProps) {
  const { t } = useTranslation('notes');
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const remove = useDeleteNote();
  const titleId = `note-${note.Id}-title`;
  const named = (action: string) => `${action}: ${note.Title}`;
  return (
    <article
      aria-labelledby={titleId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        display: 'grid',
        gap: 8,
      }}
    >
      <div>
        <Typography.Title level={2} id={titleId} style={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
          {note.Title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {noteDates(note, t)}
        </Typography.Text>
      </div>
      <RichText html={note.Body} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
        <Button size="small" icon={<CheckSquareOutlined />} onClick={() => onCreateItem(note)} aria-label={named(t('card.createItem'))}>
          {t('card.createItem')}
        </Button>
        <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(note)} aria-label={named(t('card.edit'))}>
          {t('card.edit')}
        </Button>
        <Popconfirm
          title={t('card.deleteQuestion')}
          okText={t('card.delete')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() =>
            remove.mutateAsync(note.Id).then(
              () => void message.success(t('card.deleted')),
              (error: unknown) => void message.error(errorText(error)),
            )
          }
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={named(t('card.delete'))}>
            {t('card.delete')}
          </Button>
        </Popconfirm>
      </div>
    </article>
  );
}
