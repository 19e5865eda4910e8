import type { FormRule } from 'antd';
import i18next from 'i18next';

/** A field's check: the message to show, or null when the value is fine. Pure, so the rules are unit-tested. */
export type Check = (value: string) => string | null;

/** A check's message, read from the catalogue when the check runs (in the language shown then). */
export type Message = () => string;

export const required =
  (message: Message): Check =>
  (v) =>
    v.trim() ? null : message();

// The server trims, then counts; so does this.
export const maxLength =
  (n: number): Check =>
  (v) =>
    v.trim().length > n ? i18next.t('profile:checks.maxLength', { max: n }) : null;

export const when =
  (test: (v: string) => boolean, message: Message): Check =>
  (v) =>
    !v.trim() || test(v) ? null : message();

/** The first failing check's message. */
export const checks =
  (...all: Check[]): Check =>
  (v) => {
    for (const check of all) {
      const message = check(v);
      if (message) return message;
    }
    return null;
  };

/** An antd rule that runs a check (Form.Item's `required` draws the asterisk). */
export const asRules = (check: Check): FormRule[] => [
  {
    validator: (_, value: unknown) => {
      const message = check(typeof value === 'string' ? value : '');
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  },
];
