import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { DirectoryPage } from '../../../../contract/organization';
import { renderScreen } from '../../../testing/render';
import { aSession } from '../../../testing/session';
import { orgKeys } from '../api/org-keys';
import { person } from '../chart/org-fixtures';
import { OrgChart } from '../chart/org-chart';
import { directoryRequestOf, directoryViewOf } from './directory-rules';
import { EmployeeDirectory } from './employee-directory';

const session = aSession();
const request = directoryRequestOf(directoryViewOf(new URLSearchParams(), session.Profile));
const page: DirectoryPage = {
  count: 2,
  data: [
    { ...person('Grace Kim', null, { RoleName: 'ceo', JobTitle: 'CEO', IsOrgAdmin: true }), ManagerName: null, DirectReportCount: 1 },
    { ...person('Emma Fischer', 1, { OrgUnit: 'Engineering', Status: 'Invited' }), ManagerName: 'Grace Kim', DirectReportCount: 0 },
  ],
};
const seed = [
  [orgKeys.directory(request), page],
  [orgKeys.departments(), { Departments: ['Engineering'] }],
] as const;

describe('the employee directory in German', () => {
  it('names its filters, columns, roles, permissions and statuses in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<EmployeeDirectory compact={false} />, { session, seed, path: '/v3/organization?tab=directory' });
      expect(screen.getByRole('region', { name: 'Mitarbeitendenverzeichnis' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Personen suchen' }).getAttribute('placeholder')).toBe(
        'Nach Name, E-Mail oder Position suchen',
      );
      expect(screen.getByRole('combobox', { name: 'Abteilung' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Rolle' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('1–2 von 2');
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Mitarbeitende(r)', 'Abteilung', 'Rolle', 'Führungskraft', 'Status']);
      const [, grace, emma] = screen.getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
      expect(within(emma).getByText('Mitarbeitende(r)')).toBeTruthy();
      expect(within(emma).getByText('Eingeladen')).toBeTruthy();
      expect(within(grace).getByText('Organisations-Admin')).toBeTruthy();
      expect(within(grace).getByText('Aktiv')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('shows the chart’s view buttons and the chart in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const ceo = person('Grace Kim', null, { RoleName: 'ceo', ChildCount: 0 });
      const window = { RootId: ceo.Id, FocusId: ceo.Id, AncestorIds: [], Depth: 2, Nodes: [ceo] };
      renderScreen(<OrgChart focusId={ceo.Id} youId={ceo.Id} compact={false} height={400} />, {
        session,
        seed: [[orgKeys.chart(ceo.Id, 2), window]],
      });
      expect(screen.getByRole('tree', { name: 'Organigramm' })).toBeTruthy();
      expect(screen.getByRole('toolbar', { name: 'Ansicht des Organigramms' })).toBeTruthy();
      for (const name of ['Vergrößern', 'Verkleinern', 'An Bildschirm anpassen', 'Auf die ausgewählte Person zentrieren']) {
        expect(screen.getByRole('button', { name })).toBeTruthy();
      }
      expect(screen.getByText('Ziehen zum Verschieben · Strg + Scrollen zum Zoomen')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
