import type { Texts } from '../catalogue';
import type en from '../en/strategy';

const strategy = {} satisfies Texts<typeof en>;
export default strategy;
