import type { Texts } from '../../catalogue';
import type en from '../../en/files/deck';

const deck = {} satisfies Texts<typeof en>;
export default deck;
