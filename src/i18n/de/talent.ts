import type { Texts } from '../catalogue';
import type en from '../en/talent';

const talent = {} satisfies Texts<typeof en>;
export default talent;
