/** Up to two initials of a name for an avatar without a picture: 'Daniel Cho' → 'DC', 'olivia' → 'O'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => [...w][0]!.toLocaleUpperCase()).join('');
}

/**
 * The mark of a company without a logo: the first letter of its name. Two initials spell words a company never chose
 * ('Northwind Outfitters' read 'NO' in the header), so a company gets one letter, as workspace marks do.
 */
export function companyInitialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '';
}
