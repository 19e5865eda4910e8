import type { Texts } from '../catalogue';
import type en from '../en/help';

const help = {} satisfies Texts<typeof en>;
export default help;
