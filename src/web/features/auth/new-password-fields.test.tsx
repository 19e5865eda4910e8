import { screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render';
import { NewPasswordFields } from './new-password-fields';

const PasswordForm = () => (
  <Form layout="vertical">
    <NewPasswordFields />
    <Button htmlType="submit">Reset password</Button>
  </Form>
);

const strength = () => screen.queryByText('Password strength:')?.textContent;
const tips = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('the new password fields', () => {
  it('show no meter before anything is typed', () => {
    renderScreen(<PasswordForm />);
    expect(screen.queryByText('Password strength:')).toBeNull();
  });

  it('name what is missing, and drop each tip once it is met', async () => {
    const { user } = renderScreen(<PasswordForm />);
    const password = screen.getByLabelText('New password');
    await user.type(password, 'garden');
    await waitFor(() => expect(strength()).toBe('Password strength: Easy'));
    expect(tips()).toEqual([
      'Use at least 8 characters.',
      'Mix upper and lower case letters.',
      'Add a number.',
      'Add a special character.',
    ]);

    await user.type(password, 'Path7');
    await waitFor(() => expect(strength()).toBe('Password strength: Moderate'));
    expect(tips()).toEqual(['Add a special character.']);

    await user.type(password, '!');
    await waitFor(() => expect(strength()).toBe('Password strength: Strong'));
    expect(tips()).toEqual([]);
  });

  it('ask for eight characters before strength, and for the same password twice', async () => {
    const { user } = renderScreen(<PasswordForm />);
    await user.type(screen.getByLabelText('New password'), 'Ab1!');
    await user.type(screen.getByLabelText('Confirm password'), 'Ab1!x');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Minimum 8 char required!')).toBeTruthy();
    expect(await screen.findByText('New password does not match.')).toBeTruthy();
  });

  it('ask for the confirmation when it is left empty', async () => {
    const { user } = renderScreen(<PasswordForm />);
    await user.type(screen.getByLabelText('New password'), 'Garden7Path!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please enter your password to confirm.')).toBeTruthy();
    expect(screen.queryByText('Please enter a strong password.')).toBeNull();
  });
});

describe('the new password fields in German', () => {
  it('word the strength and the tips in German', async () => {
    await i18next.changeLanguage('de');
    try {
      const { user } = renderScreen(<PasswordForm />);
      await user.type(screen.getByLabelText('Neues Passwort'), 'Garden12');
      await waitFor(() => expect(screen.queryByText('Passwortstärke:')?.textContent).toBe('Passwortstärke: Mittel'));
      expect(tips()).toEqual(['Fügen Sie ein Sonderzeichen hinzu.']);
      expect(screen.getByLabelText('Passwort bestätigen')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
