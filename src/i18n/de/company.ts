import type { Texts } from '../catalogue';
import type en from '../en/company';

const company = {} satisfies Texts<typeof en>;
export default company;
