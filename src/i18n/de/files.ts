import type { Texts } from '../catalogue';
import type en from '../en/files';
import reports from './files/reports';
import manual from './files/manual';
import deck from './files/deck';
import talent from './files/talent';

const files = { reports, manual, deck, talent } satisfies Texts<typeof en>;
export default files;
