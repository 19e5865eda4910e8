import type { Texts } from '../../catalogue';
import type en from '../../en/writer/goals';

const goals = {} satisfies Texts<typeof en>;
export default goals;
