import type { Texts } from '../catalogue';
import type en from '../en/organization';

const organization = {} satisfies Texts<typeof en>;
export default organization;
