import type { Texts } from '../catalogue';
import type en from '../en/actionItems';

const actionItems = {} satisfies Texts<typeof en>;
export default actionItems;
