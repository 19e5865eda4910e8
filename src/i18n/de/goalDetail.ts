import type { Texts } from '../catalogue';
import type en from '../en/goalDetail';

const goalDetail = {} satisfies Texts<typeof en>;
export default goalDetail;
