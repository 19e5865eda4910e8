/** Up to two initials of a name for an avatar without a picture: 'Daniel Cho' → 'DC', 'olivia' → 'O'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => [...w][0]!.toLocaleUpperCase()).join('');
}
