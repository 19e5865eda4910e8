import type { Texts } from '../../catalogue';
import type en from '../../en/files/reports';

const reports = {} satisfies Texts<typeof en>;
export default reports;
