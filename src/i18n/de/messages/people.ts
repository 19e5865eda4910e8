import type { Texts } from '../../catalogue';
import type en from '../../en/errors/people';

const people = {} satisfies Texts<typeof en>;
export default people;
