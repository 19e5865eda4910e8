import type { Texts } from '../../catalogue';
import type en from '../../en/errors/auth';

const auth = {} satisfies Texts<typeof en>;
export default auth;
