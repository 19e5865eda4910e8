import type { Texts } from '../catalogue';
import type en from '../en/files';
import reports from './files/reports';
import manual from './files/manual';
import deck from './files/deck';

const files = { reports, manual, deck } satisfies Texts<typeof en>;
export default files;
