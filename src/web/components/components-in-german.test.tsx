import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { DrawerFooter } from './drawer-footer';
import { LoadMoreFooter } from './load-more-footer';
import { PageSkeleton } from './page-spinner';
import { PercentCircle } from './percent-circle';
import { RichTextEditor } from './rich-text-editor/rich-text-editor';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { ViewMoreText } from './view-more-text';

const nothing = () => undefined;
const footer = (shown: number, total: number, noun?: [string, string]) => (
  <LoadMoreFooter shown={shown} total={total} noun={noun} hasMore loading={false} onMore={nothing} />
);

describe('the shared components in English', () => {
  it('count what a list shows, with the noun the total asks for', () => {
    const { rerender } = renderScreen(footer(20, 45, ['goal', 'goals']));
    expect(screen.getByText('20 of 45 goals')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
    rerender(footer(1, 1, ['goal', 'goals']));
    expect(screen.getByText('1 of 1 goal')).toBeTruthy();
    rerender(footer(20, 1234));
    expect(screen.getByText('20 of 1,234')).toBeTruthy();
  });

  it('say Cancel, or Close when only showing', () => {
    const { rerender } = renderScreen(<DrawerFooter onCancel={nothing}>{null}</DrawerFooter>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    rerender(
      <DrawerFooter onCancel={nothing} readOnly>
        {null}
      </DrawerFooter>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('the shared components in German', () => {
  it('speak German: the unsaved-changes question, the drawer footer, the list footer, loading, view more, percent', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(
        <>
          <UnsavedChangesGuard open onDiscard={nothing} onContinue={nothing} />
          <DrawerFooter onCancel={nothing}>{null}</DrawerFooter>
          {footer(20, 1234, ['Ziel', 'Zielen'])}
          <PageSkeleton />
          <ViewMoreText text={'Wort '.repeat(30)} />
          <PercentCircle percent={45} />
        </>,
      );
      expect(await screen.findByText('Sie haben ungespeicherte Änderungen.')).toBeTruthy();
      expect(screen.getByText('Möchten Sie die Änderungen verwerfen und schließen oder weiter bearbeiten?')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Verwerfen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Weiter bearbeiten' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
      expect(screen.getByText('20 von 1.234 Zielen')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
      expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeTruthy();
      // German puts a no-break space before the sign.
      expect(screen.getByRole('img', { name: '45\u00a0%' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('the rich-text editor in German', () => {
  it('names its toolbar and tools in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<RichTextEditor label="Notiz" />);
      expect(screen.getByRole('toolbar', { name: 'Formatierung: Notiz' })).toBeTruthy();
      for (const tool of ['Fett', 'Kursiv', 'Unterstrichen', 'Durchgestrichen', 'Aufzählung', 'Nummerierte Liste', 'Link', 'Rückgängig']) {
        expect(screen.getByRole('button', { name: tool })).toBeTruthy();
      }
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
