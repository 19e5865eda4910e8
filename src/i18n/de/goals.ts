import type { Texts } from '../catalogue';
import type en from '../en/goals';

const goals = {} satisfies Texts<typeof en>;
export default goals;
