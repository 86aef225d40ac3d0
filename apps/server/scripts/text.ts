/**
 * Made-up posts whose words are spread as in real writing: a word's frequency falls off as
 * one over its rank (Zipf's law), so "the" is in most posts and most words are in few. A
 * search index then meets what it meets in production: a few very common terms and a long
 * tail of rare ones. Deterministic for a given random source.
 */
const common = (
  'the a to and i of in it is my for on that this with was you at so be have are just ' +
  'today but not all like one new we me no what day time good get out about up can do ' +
  'now when how some after first back again still week home love last night morning ' +
  'work coffee friends walk people city light long book music year never rain best ' +
  'little old finally sun weekend tomorrow family dog cat photo garden travel river ' +
  'train bread school dinner kitchen sea street window summer winter spring autumn ' +
  'happy tired quiet hungry bright slow early late nothing everything someone help ' +
  'thank sorry maybe really always forgot found learned started finished planted ' +
  'reading cooking running painting writing listening watching waiting bakery market ' +
  'library bicycle mountain forest beach bridge concert museum neighbours'
).split(' ');

const otherLanguages = (
  'hoy familia paella éxito semana mañana gracias amigos ' +
  'pluie journée lire parfait soleil café boulangerie quartier ' +
  'heute endlich balkon wetter freunde arbeit morgen kuchen ' +
  'hoje saudade praia cidade trabalho ' +
  '今日 桜 東京 写真 猫 ' +
  'сегодня бабушка рецепт город утро фотография'
).split(' ');

const syllables = 'ka lo mi ne su ta ri po va de shi gu ra fe zo ul an te bo'.split(' ');

/** The seed `seed:bulk` draws from: a generator whose vocabulary comes from it knows the posts' words. */
export const bulkSeed = 12345;

export function textGenerator(
  random: () => number,
  {
    rareWords = 4000,
    /** Where the made-up words come from: the same source as another generator's gives its words. */
    vocabularyRandom = random,
  }: { rareWords?: number; vocabularyRandom?: () => number } = {},
) {
  const rare = new Set<string>();
  while (rare.size < rareWords) {
    const length = 2 + Math.floor(vocabularyRandom() * 3);
    rare.add(
      Array.from(
        { length },
        () => syllables[Math.floor(vocabularyRandom() * syllables.length)],
      ).join(''),
    );
  }
  // Real words hold the first ranks; languages other than English and the made-up tail after.
  const vocabulary = [...new Set([...common, ...otherLanguages, ...rare])];
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= vocabulary.length; rank++) {
    total += 1 / rank;
    cumulative.push(total);
  }
  const word = () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low] as string;
  };
  /** A post of 6 to 30 words. */
  const sentence = () => Array.from({ length: 6 + Math.floor(random() * 25) }, word).join(' ');
  return { vocabulary, word, sentence };
}
