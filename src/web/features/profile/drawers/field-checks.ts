import type { FormRule } from 'antd';

/** A field's check: the message to show, or null when the value is fine. Pure, so the rules are unit-tested. */
export type Check = (value: string) => string | null;

export const required =
  (message: string): Check =>
  (v) =>
    v.trim() ? null : message;

// The server trims, then counts; so does this.
export const maxLength =
  (n: number): Check =>
  (v) =>
    v.trim().length > n ? `Must be at most ${n} characters.` : null;

export const when =
  (test: (v: string) => boolean, message: string): Check =>
  (v) =>
    !v.trim() || test(v) ? null : message;

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
