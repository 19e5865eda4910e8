import type { Texts } from '../catalogue';
import type en from '../en/writer';
import goals from './writer/goals';
import summary from './writer/summary';

const writer = { goals, summary } satisfies Texts<typeof en>;
export default writer;
