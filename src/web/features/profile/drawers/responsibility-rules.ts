import i18next from 'i18next';
import { RESPONSIBILITY_MAX } from '../../../../domain/people/profile-rules';
import { checks, maxLength, required } from './field-checks';

/** Spec 001 §5 Responsibility: Body required ('Please input!'). */
export const checkResponsibility = checks(
  required(() => i18next.t('profile:responsibility.required')),
  maxLength(RESPONSIBILITY_MAX),
);
