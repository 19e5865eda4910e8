import type { Texts } from '../../catalogue';
import type en from '../../en/errors/work';

const work = {} satisfies Texts<typeof en>;
export default work;
