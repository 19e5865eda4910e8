import type { Texts } from '../catalogue';
import type en from '../en/dashboard';

const dashboard = {} satisfies Texts<typeof en>;
export default dashboard;
