import type { Texts } from '../catalogue';
import type en from '../en/notes';

const notes = {} satisfies Texts<typeof en>;
export default notes;
