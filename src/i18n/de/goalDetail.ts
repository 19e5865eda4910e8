import type { Texts } from '../catalogue';
import type en from '../en/goalDetail';
import actions from './goalDetail/actions';
import ai from './goalDetail/ai';
import detail from './goalDetail/detail';
import keyResults from './goalDetail/key-results';

const goalDetail = { ...detail, ...actions, ai, keyResults } satisfies Texts<typeof en>;
export default goalDetail;
