import type { Language } from './compose';
import type { SceneName } from './scenes';

/**
 * What the demo's posts are about, found in their words, and how people mark it: the tags
 * each language's writers use (their own where they have one, the English one where they
 * do not), the pictures that would go with it, and pages they might link to (example.org
 * only). A post is tagged only with what its text speaks of.
 */
export type Topic = {
  /** The first is the one most people use; a language without its own uses the English ones. */
  tags: Partial<Record<Language, string[]>> & { en: string[] };
  words: Partial<Record<Language, RegExp>>;
  scenes?: SceneName[];
  /** Pages a post on the topic may link to, each when the post speaks of what it is about. */
  links?: { url: string; about: RegExp }[];
  /**
   * A habit of tagging: a format people write in again and again ('Unpopular opinion: …'),
   * or the city they write from. Those who write of it tag it more often, and first.
   */
  habit?: 'format' | 'place';
  /** Words alone: a post on it has no picture, whatever else it speaks of. */
  wordsOnly?: boolean;
};

const LETTER = String.raw`\p{L}\p{N}`;

/**
 * Whole words (a stem ending in '*' takes any ending), for scripts that put spaces between
 * words: no ASCII `\b`, which would see 'café' end at its 'é'.
 */
const words = (...list: string[]) =>
  new RegExp(
    `(?<![${LETTER}])(?:${list.map((w) => (w.endsWith('*') ? `${w.slice(0, -1)}\\p{L}*` : w)).join('|')})(?![${LETTER}])`,
    'iu',
  );
/** Japanese puts no spaces between words: any occurrence counts. */
const anywhere = (...list: string[]) => new RegExp(list.join('|'), 'u');

export const topics: Topic[] = [
  {
    tags: {
      en: ['bread'],
      es: ['pan'],
      pt: ['pão'],
      fr: ['boulangerie'],
      de: ['backen'],
      it: ['pane'],
      ja: ['パン'],
      ru: ['выпечка'],
      tr: ['ekmek'],
    },
    words: {
      en: words('bread', 'bakery', 'bak*', 'sourdough', 'croissants?', 'cinnamon buns?', 'loaf'),
      es: words('pan', 'panader*', 'hogaza'),
      pt: words('pão', 'pães', 'padaria'),
      fr: words('croissants?', 'boulang*', 'pain', 'baguettes?'),
      de: words(
        'Brot*',
        'Brötchen',
        'Bäcker*',
        'gebacken',
        'backen',
        'Franzbrötchen',
        'Apfelstrudel',
      ),
      it: words('pane', 'fornaio', 'focaccia', 'cornett*'),
      ja: anywhere('パン'),
      ru: words('хлеб*', 'пирог*', 'выпечк*', 'испек*'),
      tr: words('ekme*', 'fırın*', 'simit*', 'poğaça'),
    },
    scenes: ['loaf', 'baguettes', 'coffee'],
    links: [
      { url: 'https://example.org/recipes/sourdough-starter', about: /sourdough|starter|bak/i },
      { url: 'https://example.org/recipes/cinnamon-buns', about: /cinnamon|buns/i },
      {
        url: 'https://example.org/bread/weekend-loaf',
        about: /bread|loaf|Brot|pão|pain|pane|パン|хлеб|ekmek/iu,
      },
    ],
  },
  {
    tags: {
      en: ['garden'],
      es: ['huerto'],
      pt: ['jardinagem'],
      fr: ['jardin'],
      de: ['garten'],
      it: ['giardinaggio'],
      ja: ['家庭菜園'],
      ru: ['дача'],
      tr: ['bahçe'],
    },
    words: {
      en: words(
        'garden*',
        'allotment',
        'plant*',
        'tomato*',
        'seeds?',
        'basil',
        'herbs?',
        'peon*',
        'tulips?',
        'courgettes?',
        'bees',
        'houseplants?',
        'harvest',
      ),
      es: words('huerto', 'jardín', 'plantas?', 'macetas?'),
      pt: words('plantei', 'horta', 'jardim'),
      fr: words('jardin*', 'potager', 'plantes?'),
      de: words('Garten', 'bepflanzt', 'Tomaten', 'Basilikum', 'Beete?', 'Gärtner*'),
      it: words('piantato', 'orto', 'giardino'),
      ja: anywhere('トマト', 'ベランダ', '家庭菜園'),
      ru: words('дач*', 'урожа*', 'огур*', 'огород*'),
      tr: words('bahçe*', 'domates*', 'fide*'),
    },
    scenes: ['tomatoes', 'flowers', 'blossom'],
    links: [
      { url: 'https://example.org/seed-swap', about: /seed|allotment|herb|houseplant/i },
      {
        url: 'https://example.org/garden/tomatoes-on-a-balcony',
        about: /tomat|balcon|Balkon|varanda|ベランダ|トマト/iu,
      },
    ],
  },
  {
    tags: {
      en: ['running'],
      es: ['correr', 'running'],
      pt: ['corrida'],
      fr: ['running'],
      de: ['laufen', 'running'],
      it: ['running', 'corsa'],
      ja: ['ランニング'],
      ru: ['бег'],
      tr: ['koşu'],
    },
    words: {
      en: words('run', 'running', '10k', '5k', 'marathon', 'jog*', 'parkrun'),
      es: words('corrí', 'correr', 'kilómetros'),
      pt: words('corri', 'corrida', 'quilômetros'),
      fr: words('couru', 'courir', 'kilomètres', 'footing'),
      de: words('Kilometer', 'Halbmarathon', 'Marathon', 'joggen'),
      it: words('corso', 'corsa', 'chilometri'),
      ja: anywhere('マラソン', 'ジョギング', '走'),
      ru: words('километр*', 'бег*', 'пробеж*'),
      tr: words('koş*', 'kilometre'),
    },
    scenes: ['path', 'lake', 'sunriseRoofs'],
    links: [
      {
        url: 'https://example.org/routes/river-loop-10k',
        about: /10k|marathon|kilom|километр|マラソン/iu,
      },
      { url: 'https://example.org/parkrun/saturday', about: /5k|parkrun|first/i },
    ],
  },
  {
    tags: {
      en: ['coffee'],
      es: ['café'],
      pt: ['café'],
      fr: ['café'],
      de: ['kaffee'],
      it: ['caffè'],
      ja: ['コーヒー'],
      ru: ['кофе'],
      tr: ['kahve'],
    },
    words: {
      en: words('coffee*', 'espresso', 'cappuccino', 'latte'),
      es: words('café'),
      pt: words('café'),
      fr: words('café'),
      de: words('Kaffee'),
      it: words('caffè', 'cappuccino'),
      ja: anywhere('コーヒー'),
      tr: words('kahve*'),
    },
    scenes: ['coffee', 'books', 'loaf'],
  },
  {
    tags: { en: ['tea'], de: ['tee'], ru: ['чай'], tr: ['çay'], ja: ['お茶'] },
    words: {
      en: words('tea', 'teas'),
      de: words('Tee'),
      ru: words('чай', 'чая', 'чаем', 'чаю'),
      tr: words('çay*'),
      ja: anywhere('紅茶', 'お茶(?!碗)'),
    },
    scenes: ['tea', 'books'],
  },
  {
    tags: {
      en: ['cats'],
      es: ['gatos'],
      pt: ['gatos'],
      fr: ['chat'],
      de: ['katzen'],
      it: ['gatti'],
      ja: ['猫'],
      ru: ['котики'],
      tr: ['kedi'],
    },
    words: {
      en: words('cats?', 'kittens?'),
      es: words('gat[oa]s?'),
      pt: words('gat[oa]s?'),
      fr: words('chats?'),
      de: words('Kater', 'Katze*'),
      it: words('gatt[oi]'),
      ja: anywhere('猫'),
      ru: words('кот', 'кота', 'коту', 'котом', 'кошк*', 'котик*'),
      tr: words('kedi*'),
    },
    scenes: ['cat'],
  },
  {
    tags: {
      en: ['dogs'],
      es: ['perros'],
      pt: ['cachorro'],
      fr: ['chien'],
      de: ['hund'],
      it: ['cani'],
      ja: ['犬'],
      ru: ['собаки'],
      tr: ['köpek'],
    },
    words: {
      en: words('dogs?', 'pupp(y|ies)'),
      es: words('perr[oa]s?'),
      pt: words('cachorr*'),
      fr: words('chiens?'),
      de: words('Hund*'),
      it: words('can[ei]'),
      ja: anywhere('犬'),
      ru: words('собак*', 'пёс'),
      tr: words('köpe*'),
    },
  },
  {
    tags: {
      en: ['books'],
      es: ['libros'],
      pt: ['livros'],
      fr: ['lecture'],
      de: ['lesen'],
      it: ['libri'],
      ja: ['読書'],
      ru: ['книги'],
      tr: ['kitap'],
    },
    words: {
      en: words('books?', 'novels?', 'library', 'poetry', 'poems', 'bookshop', 'chapters?'),
      es: words('libros?', 'novelas?', 'lectura', 'librería'),
      pt: words('livros?', 'livraria'),
      fr: words('livres?', 'roman', 'bibliothèque', 'lire', 'librair*', 'Petit Prince'),
      de: words('Buch', 'Bücher*', 'Krimi', 'lesen', 'gelesen', 'Roman'),
      it: words('libr[oi]', 'romanzo'),
      ja: anywhere('本を', '読', '図書館'),
      ru: words('книг*', 'роман*'),
      tr: words('kitap*'),
    },
    scenes: ['books', 'coffee', 'tea'],
    links: [
      {
        url: 'https://example.org/books/reading-list',
        about: /book|novel|poetry|livr|libr|Buch|Krimi|книг|роман|kitap|本を/iu,
      },
      { url: 'https://example.org/bookclub', about: /book club|club de lectura|kulüb/iu },
    ],
  },
  {
    tags: {
      en: ['sunset'],
      es: ['atardecer'],
      pt: ['pôrdosol'],
      fr: ['coucherdesoleil'],
      de: ['sonnenuntergang'],
      it: ['tramonto'],
      ja: ['夕焼け'],
      ru: ['закат'],
      tr: ['günbatımı'],
    },
    words: {
      en: words('sunsets?', 'dusk'),
      es: words('atardecer', 'puesta de sol'),
      pt: words('pôr do sol'),
      fr: words('coucher de soleil'),
      de: words('Sonnenuntergang'),
      it: words('tramonto'),
      ja: anywhere('夕焼け', '夕日'),
      ru: words('закат*'),
      tr: words('güneşin batışı*', 'gün batımı'),
    },
    scenes: ['sunsetHills', 'sunsetWater', 'seaCalm'],
  },
  {
    tags: { en: ['sunrise'], fr: ['leverdesoleil'], es: ['amanecer'] },
    words: {
      en: words('sunrise', 'blue hour'),
      fr: words('lever du soleil'),
      es: words('amanecer'),
    },
    scenes: ['sunriseRoofs', 'path'],
  },
  {
    tags: {
      en: ['snow'],
      es: ['nieve'],
      fr: ['neige'],
      de: ['schnee'],
      it: ['neve'],
      ja: ['雪'],
      ru: ['снег'],
      tr: ['kar'],
    },
    words: {
      en: words('snow*'),
      es: words('nieve', 'nevad*'),
      fr: words('neige*'),
      de: words('Schnee*'),
      it: words('neve'),
      ja: anywhere('雪'),
      ru: words('снег*'),
      tr: words('kar'),
    },
    scenes: ['snowHouse', 'mountains'],
  },
  {
    tags: {
      en: ['seaside'],
      es: ['mar'],
      pt: ['praia'],
      fr: ['mer'],
      de: ['meer'],
      it: ['mare'],
      ja: ['海'],
      ru: ['море'],
      tr: ['deniz'],
    },
    words: {
      en: words('sea', 'seaside', 'beach', 'island', 'shell'),
      es: words('mar', 'playa'),
      pt: words('mar', 'praia'),
      fr: words('mer', 'plage'),
      de: words('Meer', 'Strand', 'Ostsee', 'Nordsee'),
      it: words('mare', 'spiaggia'),
      ja: anywhere('海'),
      ru: words('на море', 'у моря', 'залив*'),
      tr: words('deniz*', 'sahil*', 'martı*'),
    },
    scenes: ['seaCalm', 'sunsetWater', 'lake'],
  },
  {
    tags: { en: ['swimming'], fr: ['baignade'] },
    words: { en: words('swim*', 'paddled', 'cold-water'), fr: words('bain de mer') },
    scenes: ['lake', 'seaCalm', 'sunsetWater'],
  },
  {
    tags: {
      en: ['hiking'],
      es: ['montaña'],
      fr: ['randonnée'],
      de: ['wandern'],
      it: ['montagna'],
      ja: ['登山'],
      ru: ['поход'],
    },
    words: {
      en: words('hik*', 'mountains?', 'hill walking', 'hills?'),
      es: words('sierra', 'montañas?'),
      fr: words('randonnée', 'montagnes?'),
      de: words('Wanderung', 'wandern', 'Feldberg', 'Berge?'),
      it: words('montagna', 'collina'),
      ja: anywhere('山に', '山へ', '登山'),
      ru: words('поход*', 'горы'),
    },
    scenes: ['mountains', 'lake', 'path'],
    links: [{ url: 'https://example.org/trails/lake-loop', about: /lake|hik|Wanderung/i }],
  },
  {
    tags: { en: ['walking'], it: ['passeggiata'], ru: ['прогулка'], fr: ['balade'] },
    words: {
      en: words('walk', 'walks', 'walked', 'walking'),
      it: words('passeggiata'),
      ru: words('прогулк*'),
      fr: words('balade'),
    },
    scenes: ['path', 'leaves', 'blossom', 'lake'],
  },
  {
    tags: {
      en: ['spring'],
      es: ['primavera'],
      fr: ['printemps'],
      de: ['frühling'],
      ja: ['桜'],
      ru: ['весна'],
    },
    words: {
      en: words('blossom*', 'cherry tree', 'bluebells', 'spring'),
      es: words('azahar', 'primavera'),
      fr: words('printemps'),
      de: words('Frühling*'),
      ja: anywhere('桜'),
      ru: words('весн*'),
    },
    scenes: ['blossom', 'flowers', 'tomatoes'],
  },
  {
    tags: {
      en: ['autumn'],
      es: ['otoño'],
      fr: ['automne'],
      de: ['herbst'],
      ja: ['秋'],
      ru: ['осень'],
    },
    words: {
      en: words('autumn', 'leaves'),
      es: words('otoño', 'castañas'),
      fr: words('automne', 'feuilles'),
      de: words('Herbst*'),
      ja: anywhere('秋'),
      ru: words('осен*'),
    },
    scenes: ['leaves', 'path'],
  },
  {
    tags: { en: ['nightsky'] },
    words: {
      en: words('Milky Way', 'shooting stars', 'night sky', 'moon tonight', 'full moon'),
    },
    scenes: ['nightStars', 'moon'],
    links: [{ url: 'https://example.org/sky/this-month', about: /Milky Way|shooting stars|moon/i }],
  },
  {
    tags: {
      en: ['cooking'],
      es: ['cocina'],
      pt: ['comida'],
      fr: ['cuisine'],
      de: ['kochen'],
      it: ['cucina'],
      ja: ['料理'],
      ru: ['готовим'],
      tr: ['yemek'],
    },
    words: {
      en: words('recipes?', 'soup', 'pasta', 'curry', 'omelette', 'rice', 'pancakes', 'lentil*'),
      es: words('paella', 'tortilla', 'lentejas', 'cocin*', 'recetas?'),
      pt: words('feijoada', 'pão de queijo', 'cozinh*', 'receitas?'),
      fr: words('tarte*', 'soupe', 'cuisin*', 'recettes?'),
      de: words('Rezept*', 'Strudel', 'koch*'),
      it: words('pasta', 'ragù', 'cucin*', 'ricetta'),
      ja: anywhere('料理', '煮物', '味噌汁', 'ラーメン'),
      ru: words('борщ*', 'рецепт*'),
      tr: words('çorba*', 'tarif*'),
    },
    links: [
      { url: 'https://example.org/recipes/lentil-soup', about: /lentil|lentej/iu },
      { url: 'https://example.org/recipes/fresh-pasta', about: /pasta fresca|own pasta/iu },
    ],
  },
  {
    tags: {
      en: ['cycling'],
      es: ['bici'],
      pt: ['bike'],
      fr: ['vélo'],
      de: ['fahrrad'],
      it: ['bici'],
      ja: ['自転車'],
      ru: ['велосипед'],
      tr: ['bisiklet'],
    },
    words: {
      en: words('bikes?', 'cycl*', 'bicycles?'),
      es: words('bici*'),
      pt: words('bicicletas?'),
      fr: words('vélos?'),
      de: words('Fahrrad*', 'Radfahr*'),
      it: words('bici*'),
      ja: anywhere('自転車'),
      ru: words('велосипед*'),
      tr: words('bisiklet*'),
    },
    scenes: ['bicycle', 'path', 'lake'],
    links: [
      {
        url: 'https://example.org/cycling/repair-cafe',
        about: /repair|squeak|réparateur|Fahrradladen|ремонт|tamirci/iu,
      },
    ],
  },
  {
    tags: {
      en: ['music'],
      es: ['música'],
      pt: ['música'],
      fr: ['musique'],
      de: ['musik'],
      it: ['musica'],
      ja: ['音楽'],
      ru: ['музыка'],
      tr: ['müzik'],
    },
    words: {
      en: words(
        'concert',
        'choir',
        'piano',
        'violin*',
        'cello',
        'guitar',
        'trumpet',
        'accordion',
        'playlist',
        'fiddle',
        'jazz',
      ),
      es: words('acordeón', 'boleros?', 'guitarra', 'música', 'concierto'),
      pt: words('violão', 'samba', 'forró', 'música'),
      fr: words('piano', 'musique', 'bassiste', 'concert', 'Chopin'),
      de: words('Chor', 'Akkordeon', 'Solo', 'Konzert'),
      it: words('musica', 'concerto'),
      ja: anywhere('ギター', '音楽'),
      ru: words('пианино', 'Шопен*', 'джаз*', 'музык*'),
      tr: words('müzik*'),
    },
    links: [
      { url: 'https://example.org/concerts/this-week', about: /concert|Konzert|concierto/iu },
      { url: 'https://example.org/choir', about: /choir|Chor/i },
    ],
  },
  {
    tags: {
      en: ['pottery'],
      es: ['cerámica'],
      fr: ['poterie'],
      ja: ['陶芸'],
      ru: ['керамика'],
      tr: ['seramik'],
    },
    words: {
      en: words('pottery'),
      es: words('cerámica'),
      fr: words('poterie'),
      ja: anywhere('陶芸'),
      ru: words('гончар*', 'керамик*'),
      tr: words('seramik'),
    },
    scenes: ['bowl'],
    links: [
      {
        url: 'https://example.org/pottery/evening-class',
        about: /class|cours|Kurs|курс|kurs|教室|clases/iu,
      },
    ],
  },
  {
    tags: { en: ['boardgames'], fr: ['jeuxdesociété'] },
    words: { en: words('board games?'), fr: words('jeux de société') },
  },
  {
    tags: { en: ['chess'], ru: ['шахматы'] },
    words: { en: words('chess'), ru: words('шахмат*') },
  },
  {
    tags: { en: ['christmas'], es: ['navidad'], de: ['weihnachten'], fr: ['noël'] },
    words: {
      en: words('Christmas'),
      es: words('Navidad', 'turrones'),
      de: words('Weihnachts*'),
      fr: words('Noël'),
    },
  },
  {
    tags: { en: ['parenting'] },
    words: {
      en: words(
        'toddler',
        'my son',
        'my daughter',
        'my kids',
        'the kids',
        '(four|six|eight)-year-old',
      ),
    },
  },
  // The formats English writers use (texts/en-formats.ts), each with its tag.
  ...(
    [
      ['Three good things today', 'threegoodthings', false],
      ['Currently reading', 'currentlyreading', true],
      ['Day \\d+ of', 'smallsteps', true],
      ['Unpopular opinion', 'unpopularopinion', true],
      ['Overheard at', 'overheard', true],
      ['Weekend plans', 'weekendplans', false],
      ['Things my [\\w-]+ said today', 'kidsquotes', true],
      ['Rating today', 'ratingtoday', true],
    ] as const
  ).map(([start, tag, wordsOnly]) => ({
    tags: { en: [tag] },
    words: { en: new RegExp(`^${start}`) },
    habit: 'format' as const,
    wordsOnly,
  })),
  // Places: people tag the city they write from.
  ...(
    [
      ['東京', 'ja', anywhere('東京')],
      ['京都', 'ja', anywhere('京都')],
      ['istanbul', 'tr', words('İstanbul*', 'Kadıköy*', 'vapur*')],
      ['paris', 'fr', words('Paris')],
      ['lyon', 'fr', words('Lyon')],
      ['hamburg', 'de', words('Hamburg', 'Elbe')],
      ['berlin', 'de', words('Berlin*', 'Kreuzberg', 'Potsdam')],
      ['sevilla', 'es', words('Sevilla')],
      ['valencia', 'es', words('Valencia')],
      ['lisboa', 'pt', words('Lisboa')],
      ['portoalegre', 'pt', words('Guaíba')],
      ['torino', 'it', words('Torino')],
      ['bologna', 'it', words('Bologna')],
      ['петербург', 'ru', words('Петербург*')],
    ] as const
  ).map(([tag, language, found]) => ({
    tags: { en: [tag] },
    words: { [language]: found },
    habit: 'place' as const,
  })),
];

/** The topics a post's text speaks of, in its language. */
export const topicsOf = (content: string, language: Language): Topic[] =>
  topics.filter((t) => t.words[language]?.test(content));

/**
 * A tag for the topic as a writer of `language` would choose it: their own language's
 * usual one, or as often the English one, as people do to be found.
 */
export function tagFor(topic: Topic, language: Language, random: { next: () => number }): string {
  const own = topic.tags[language];
  const tags = own && random.next() < 0.55 ? own : topic.tags.en;
  const usual = random.next() < 0.85;
  return (usual ? tags[0] : tags[Math.floor(random.next() * tags.length)]) as string;
}
