const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A name a person recognises for a session ('Chrome on Linux'), from the user agent the
 * server recorded; the raw string when it matches nothing known.
 */
export function describeDevice(userAgent: string): string {
  const text = userAgent.trim();
  if (!text) return 'Unknown device';
  const browser = firstMatch(text, browsers);
  const system = firstMatch(text, systems);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (text.length > 60 ? `${text.slice(0, 57)}...` : text);
}
