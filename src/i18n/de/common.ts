import type { Texts } from '../catalogue';
import type en from '../en/common';

const common = {
  genericError: 'Etwas ist schiefgegangen!',
} satisfies Texts<typeof en>;
export default common;
