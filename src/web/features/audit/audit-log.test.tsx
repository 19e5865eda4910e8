import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../contract/audit';
import { renderScreen } from '../../testing/render';
import { auditKeys } from './api/get-audit';
import { AuditLog } from './audit-log';

// The first page of the log as GET /api/audit answers it: a role change and a company setting.
const page: AuditPage = {
  count: 2,
  data: [
    {
      Id: 2,
      At: '2026-04-14T09:30:00Z',
      Actor: { Id: 1, Name: 'Olivia Hart' },
      Action: 'user.role',
      Subject: { Id: 12, Name: 'Noah Patel' },
      Before: { RoleName: 'contributor' },
      After: { RoleName: 'manager' },
    },
    {
      Id: 1,
      At: '2026-04-13T08:00:00Z',
      Actor: { Id: 1, Name: 'Olivia Hart' },
      Action: 'company.settings',
      Subject: null,
      Before: { TalentEnabled: false },
      After: { TalentEnabled: true },
    },
  ],
};
const seed = [[auditKeys.page({ Page: 1, PageSize: 20 }), page]] as const;

describe('the audit log', () => {
  it('lists who changed what, before and after', () => {
    renderScreen(<AuditLog compact={false} />, { seed });
    const log = screen.getByRole('region', { name: 'Audit log' });
    expect(within(log).getByText('2 changes')).toBeTruthy();
    expect(within(log).getByRole('columnheader', { name: 'Before → After' })).toBeTruthy();
    expect(within(log).getByText('Role changed')).toBeTruthy();
    expect(within(log).getByLabelText('Role: Individual Contributor → Manager')).toBeTruthy();
    expect(within(log).getByLabelText('Talent appraisals: off → on')).toBeTruthy();
  });
});

describe('the audit log in German', () => {
  it('lists the changes in German', async () => {
    await i18next.changeLanguage('de');
    try {
      renderScreen(<AuditLog compact />, { seed });
      const log = screen.getByRole('region', { name: 'Änderungsprotokoll' });
      expect(within(log).getByText('2 Änderungen')).toBeTruthy();
      expect(within(log).getByText('Rolle geändert')).toBeTruthy();
      expect(within(log).getByText('Unternehmenseinstellungen')).toBeTruthy();
      expect(within(log).getByLabelText('Rolle: Fachkraft → Führungskraft')).toBeTruthy();
      expect(within(log).getByLabelText('Talentbeurteilungen: aus → an')).toBeTruthy();
      expect(within(log).getByText('Unternehmen')).toBeTruthy();
      expect(within(log).getAllByText('· von Olivia Hart')).toHaveLength(2);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
