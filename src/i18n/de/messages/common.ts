import type { Texts } from '../../catalogue';
import type en from '../../en/errors/common';

const common = {} satisfies Texts<typeof en>;
export default common;
