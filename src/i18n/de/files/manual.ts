import type { Texts } from '../../catalogue';
import type en from '../../en/files/manual';

const manual = {} satisfies Texts<typeof en>;
export default manual;
