import type { Texts } from '../../catalogue';
import type en from '../../en/messages/talent-feedback';

// messages: talent feedback (issue 34, decision 077)
const feedback = {} satisfies Texts<typeof en>;
export default feedback;
