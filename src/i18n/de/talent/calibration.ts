import type { Texts } from '../../catalogue';
import type en from '../../en/talent/calibration';

// talent: calibration (issue 34, decision 077)
const calibration = {} satisfies Texts<typeof en>;
export default calibration;
