import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { aGoalInfo } from '../../../testing/goals';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { DeleteDialog } from './delete-dialog';

const open = (ChildCount: number) =>
  renderScreen(<DeleteDialog info={aGoalInfo({ ChildCount })} onClose={() => undefined} onDeleted={() => undefined} />, {
    session: aSession(),
  });

describe('the delete dialog', () => {
  it('names the goal, counts the goals aligned to it and asks for DELETE', () => {
    open(2);
    const dialog = screen.getByRole('dialog', { name: 'Delete goal' });
    expect(dialog.textContent).toContain('Delete Ship the billing export? The 2 goals aligned to it will move up to its parent.');
    expect(dialog.textContent).toContain('Type DELETE to confirm.');
    expect(screen.getByText('Ship the billing export').tagName).toBe('STRONG');
  });

  it('speaks of one aligned goal in the singular', () => {
    open(1);
    expect(screen.getByRole('dialog').textContent).toContain('The goal aligned to it will move up to its parent.');
  });
});

describe('the delete dialog in German', () => {
  it('asks in German, still for DELETE', async () => {
    await i18next.changeLanguage('de');
    try {
      open(2);
      const dialog = screen.getByRole('dialog', { name: 'Ziel löschen' });
      expect(dialog.textContent).toContain(
        'Ship the billing export löschen? Die 2 darauf ausgerichteten Ziele rücken eine Ebene nach oben.',
      );
      expect(dialog.textContent).toContain('Geben Sie zur Bestätigung DELETE ein.');
      expect(screen.getByRole('button', { name: 'Löschen' }).hasAttribute('disabled')).toBe(true);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
