import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { GOAL_WRITER_ADVICE, GOAL_WRITER_NOTICE } from '../../../../domain/ai/notice';
import { BUILT_IN_WRITER, modelWriter } from '../../../../domain/ai/written-by';
import { renderScreen } from '../../../testing/render';
import { AiAnswerNote } from './ai-answer-note';

const sentFor = { Category: 'Sales', Quarter: 3, goalOwner: 5, For: 'goals' } as const;

describe('AiAnswerNote', () => {
  it('says in a banner that the built-in writer wrote it from templates and the person’s words, and to check it', () => {
    renderScreen(<AiAnswerNote writtenBy={BUILT_IN_WRITER} sentFor={sentFor} />);
    const banner = screen.getByRole('alert').textContent ?? '';
    expect(banner).toContain(GOAL_WRITER_NOTICE);
    expect(banner).toContain(GOAL_WRITER_ADVICE);
    expect(banner).toMatch(/not by an AI model/);
    expect(screen.queryByText('What we sent to the AI')).toBeNull();
  });

  it('names the model that wrote it, with what it was sent behind a fold', () => {
    renderScreen(<AiAnswerNote writtenBy={modelWriter('northwind-model')} sentFor={sentFor} />);
    expect(screen.getByText('Written by the AI model northwind-model: check it before you use it.')).toBeTruthy();
    expect(screen.getByText('What we sent to the AI')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AiAnswerNote in German', () => {
  it('says in German who wrote the answer', async () => {
    await i18next.changeLanguage('de');
    try {
      const { unmount } = renderScreen(<AiAnswerNote writtenBy={BUILT_IN_WRITER} sentFor={sentFor} />);
      expect(screen.getByRole('alert').textContent).toContain('nicht von einem KI-Modell');
      unmount();
      renderScreen(<AiAnswerNote writtenBy={modelWriter('northwind-model')} sentFor={sentFor} />);
      expect(screen.getByText('Geschrieben vom KI-Modell northwind-model: Prüfen Sie den Text, bevor Sie ihn verwenden.')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
