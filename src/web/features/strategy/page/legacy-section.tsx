import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { SectionHeading } from './section-heading';
import type { LegacyNote } from './strategy-rules';

/** Answers to the earlier strategy page's ten questions, shown while any holds text. */
export function LegacySection({ notes, canEdit, onEdit }: { notes: LegacyNote[]; canEdit: boolean; onEdit: () => void }) {
  const { t } = useTranslation('strategy');
  return (
    <section aria-labelledby="strategy-legacy">
      <SectionHeading
        id="strategy-legacy"
        title={t('legacy.title')}
        action={canEdit && <Button onClick={onEdit}>{t('legacy.edit')}</Button>}
      />
      <Card>
        <ol style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 12 }}>
          {notes.map((note) => (
            <li key={note.field} value={note.number}>
              <RichText html={note.html} />
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
