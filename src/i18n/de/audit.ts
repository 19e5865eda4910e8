import type { Texts } from '../catalogue';
import type en from '../en/audit';

const audit = {} satisfies Texts<typeof en>;
export default audit;
