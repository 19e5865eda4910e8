import type { Texts } from '../../catalogue';
import type en from '../../en/errors/company';

const company = {} satisfies Texts<typeof en>;
export default company;
