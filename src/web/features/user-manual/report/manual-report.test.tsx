import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Assessment, ReportSection } from '../../../../contract/user-manual';
import { answersFor } from '../../../../domain/user-manual/answer-sheets';
import { QUESTIONS } from '../../../../domain/user-manual/questionnaire';
import { buildReport } from '../../../../domain/user-manual/report';
import manual from '../../../../i18n/en/manual';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { Questionnaire } from '../assessment/questionnaire';
import { ManualReport } from './manual-report';

// Cal's report as the server writes it today (in English), read by his direct manager: with the managers' details and
// his 36 answers. Active and questioning: D.
const built = buildReport({ userName: 'Cal', forManager: true, answers: answersFor(0.7, -0.7) }, manual.disc);
const report: ReportSection[] = [
  { Section: 'ScaleInsights', Items: built.ScaleInsights },
  { Section: 'Summary', ...built.Summary },
  { Section: 'Percentages', Per1: built.Per1, Per2: built.Per2, Per3: built.Per3, Per4: built.Per4 },
  { Section: 'Questions', Items: built.Questions },
  { Section: 'Details', Items: built.Details },
  { Section: 'User', UserName: 'Cal', Description: null },
];

async function inGerman(test: () => Promise<void>) {
  await i18next.changeLanguage('de');
  try {
    await test();
  } finally {
    await i18next.changeLanguage('en');
  }
}

describe('the user manual in German', () => {
  it('reads the report in German, though the server wrote it in English', () =>
    inGerman(async () => {
      const { user } = renderScreen(<ManualReport report={report} />);
      expect(screen.getByText('D — Dominanz')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('D: Entschlossener Tatendrang');
      expect(screen.getByText(/^Bewegt sich schnell auf ein klares Ergebnis zu/)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'So mischen sich die vier Stile' })).toBeTruthy();
      expect(screen.getByRole('list', { name: 'DISC-Anteile' }).textContent).toContain('Gewissenhaftigkeit');
      expect(screen.getByRole('list', { name: 'DISC-Anteile' }).textContent).toContain(`${built.Per1}\u00a0%`);
      expect(screen.getByRole('heading', { name: 'Einordnung auf zwei Skalen' })).toBeTruthy();
      expect(screen.getByRole('img', { name: '15 auf einer Skala von Aktiv (0) bis Bedächtig (100)' })).toBeTruthy();
      expect(screen.getByText(/^Neigt zum Handeln/)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Zusammenarbeit' })).toBeTruthy();
      expect(screen.getByText('In Bestform')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Für Führungskräfte' })).toBeTruthy();
      expect(screen.getByText('Zusammenarbeit mit dieser Person')).toBeTruthy();
      expect(screen.getByText('Nur die Personen, denen Cal direkt oder indirekt unterstellt ist, sehen diesen Teil.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Die 36 Aussagen und die gegebenen Antworten' }));
      const first = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('Ich treffe Entscheidungen schnell'));
      expect(first?.textContent).toBe('Ich treffe Entscheidungen schnell, auch bei wenigen Informationen. Stimme voll zu');
      expect(screen.queryByText('Strongly agree')).toBeNull();
    }));

  it('asks the questionnaire’s statements in German', () =>
    inGerman(async () => {
      const assessment: Assessment = {
        UserName: 'Cal',
        Questions: QUESTIONS.map((q) => ({ Id: q.id, Text: manual.disc.questions[q.id] })),
        Choices: [1, 2, 3, 4, 5].map((Value) => ({ Value, Label: 'English words' })),
        Answers: {},
        Answered: 0,
        Total: 36,
      };
      renderScreen(<Questionnaire assessment={assessment} privateKey="k" />, { session: aSession() });
      expect(screen.getByText('Frage 1 von 36')).toBeTruthy();
      expect(screen.getByText('0 von 36 beantwortet')).toBeTruthy();
      const group = screen.getByRole('radiogroup', { name: 'Ich treffe Entscheidungen schnell, auch bei wenigen Informationen.' });
      expect([...group.querySelectorAll('[role="radio"]')].map((r) => r.textContent)).toEqual([
        'Stimme gar nicht zu',
        'Stimme nicht zu',
        'Neutral',
        'Stimme zu',
        'Stimme voll zu',
      ]);
      expect(screen.getByRole('button', { name: /Zurück/ })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Später weitermachen' })).toBeTruthy();
    }));
});

describe('the user manual in English', () => {
  it('reads the report as the server wrote it', async () => {
    const { user } = renderScreen(<ManualReport report={report} />);
    expect(screen.getByText('D — Dominance')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`D: ${built.Summary.DiscTitle}`);
    expect(screen.getByText(built.Summary.Text)).toBeTruthy();
    for (const detail of built.Details) expect(screen.getByText(detail.Title)).toBeTruthy();
    expect(screen.getByText('Only the people Cal reports to, directly or through others, see this part.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'The 36 statements and the answers given' }));
    const first = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith('I make decisions'));
    expect(first?.textContent).toBe(`${built.Questions[0]?.Question} ${built.Questions[0]?.AnswerChoice}`);
  });
});
