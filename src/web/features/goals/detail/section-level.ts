import { createContext, useContext } from 'react';

/**
 * The level of a goal's section headings, one below its title: h3 under the h2 title beside the list, h2 when the
 * goal fills a phone's screen and its title is the page's h1.
 */
export const SectionLevel = createContext<2 | 3>(3);

export const useSectionLevel = () => useContext(SectionLevel);
