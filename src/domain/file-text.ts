// Characters XML 1.0 cannot carry: controls other than tab, line feed and carriage return, U+FFFE and U+FFFF, and
// halves of surrogate pairs. xlsx and pptx files are XML inside a zip; one such character in a goal title or an
// edited summary makes the whole file unreadable. Every text a file carries goes through fileText, in one place per
// format (the sheet writer, the compliance workbook, the slides' text boxes).
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text with every character a file format cannot carry left out. */
export const fileText = (text: string): string => text.replace(NOT_IN_XML, '');

/** A cell's value with its text cleaned; numbers and dates as they are. */
export const fileValue = <T>(value: T): T => (typeof value === 'string' ? (fileText(value) as T) : value);
