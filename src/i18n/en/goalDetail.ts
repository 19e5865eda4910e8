// A goal's detail, its actions and dialogs, and the goal form's writing help: one namespace, its parts by what they hold.
import actions from './goalDetail/actions';
import ai from './goalDetail/ai';
import detail from './goalDetail/detail';
import keyResults from './goalDetail/key-results';

const goalDetail = { ...detail, ...actions, ai, keyResults };
export default goalDetail;
