import type { Texts } from '../catalogue';
import type en from '../en/manual';

const manual = {} satisfies Texts<typeof en>;
export default manual;
