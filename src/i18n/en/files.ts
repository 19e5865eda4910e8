// The downloaded files' words: report sheets and PDFs, the talent area's workbook and print, the user manual's PDF and
// the AI summary's slides.
import reports from './files/reports';
import manual from './files/manual';
import deck from './files/deck';
import talent from './files/talent';

const files = { reports, manual, deck, talent };
export default files;
