import type { Texts } from '../catalogue';
import type en from '../en/notifications';

const notifications = {} satisfies Texts<typeof en>;
export default notifications;
