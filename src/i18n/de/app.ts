import type { Texts } from '../catalogue';
import type en from '../en/app';

const app = {} satisfies Texts<typeof en>;
export default app;
