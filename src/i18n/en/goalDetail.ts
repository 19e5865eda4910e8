// A goal's detail, its actions and dialogs, and the goal form's writing help: one namespace, its parts by what they hold.
import actions from './goalDetail/actions';
import ai from './goalDetail/ai';
import detail from './goalDetail/detail';

const goalDetail = { ...detail, ...actions, ai };
export default goalDetail;
