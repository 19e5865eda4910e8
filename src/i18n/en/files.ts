// The downloaded files' words: report sheets and PDFs, the user manual's PDF and the AI summary's slides.
import reports from './files/reports';
import manual from './files/manual';
import deck from './files/deck';

const files = { reports, manual, deck };
export default files;
