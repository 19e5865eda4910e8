import type { Texts } from '../../catalogue';
import type en from '../../en/writer/summary';

const summary = {} satisfies Texts<typeof en>;
export default summary;
