import type { Texts } from '../../catalogue';
import type en from '../../en/errors/goals';

const goals = {} satisfies Texts<typeof en>;
export default goals;
