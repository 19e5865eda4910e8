import type { Texts } from '../catalogue';
import type en from '../en/predictions';

const predictions = {} satisfies Texts<typeof en>;
export default predictions;
