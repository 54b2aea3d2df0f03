// A project key suggested from its name: the initials of a several-word name ("Hedy things" → HT), or the start of a
// one-word name ("Lanes" → LAN), letters A–Z only (accents dropped), 2 to 6 long. The user may change it.
export function suggestKey(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  let key =
    words.length > 1
      ? words
          .map((w) => w[0])
          .join('')
          .slice(0, 6)
      : words[0]!.slice(0, 3);
  // Too short (one letter): fill up from the first word.
  if (key.length < 2) key = (words[0]! + words.slice(1).join('')).slice(0, 3);
  return key.length >= 2 ? key : '';
}
