import type { Texts } from '../catalogue';
import type en from '../en/ai';

const ai = {} satisfies Texts<typeof en>;
export default ai;
