import type { Gender, Language } from './compose';

export type DemoPerson = {
  name: string;
  gender: Gender;
  /** The first is the one they post in most; English is how they talk to everyone else. */
  languages: Language[];
  bio: string;
};

const person = (name: string, gender: Gender, languages: Language[], bio = ''): DemoPerson => ({
  name,
  gender,
  languages,
  bio,
});

/** Ann comes first: the README tells people to sign in as her. */
export const demoPeople: DemoPerson[] = [
  person('Ann Lee', 'f', ['en'], 'Coffee, books and long walks. Trying to keep a fern alive.'),
  person('Bruno Costa', 'm', ['pt', 'en'], 'Porto Alegre → Lisboa. Pão, futebol e fotografia.'),
  person('Chiara Rossi', 'f', ['it', 'en'], 'Architetta. Colleziono tazzine e tramonti.'),
  person('Dmitri Volkov', 'm', ['ru', 'en'], 'Шахматы, велосипед, хорошие книги.'),
  person(
    'Emma Schmidt',
    'f',
    ['de', 'en'],
    'Lehrerin in Hamburg. Immer auf der Suche nach dem besten Franzbrötchen.',
  ),
  person('Farah Haddad', 'f', ['en'], 'Nurse on nights, gardener on days off.'),
  person('Gabriel Martin', 'm', ['fr', 'en'], 'Boulanger le matin, bassiste le soir.'),
  person('Hana Sato', 'f', ['ja', 'en'], '京都在住。パンと写真と猫。'),
  person('Ivan Petrov', 'm', ['ru', 'en']),
  person('Julia Nowak', 'f', ['en'], 'Translator. Words in five languages, none before coffee.'),
  person(
    'Kwame Mensah',
    'm',
    ['en'],
    'Civil engineer. I take photos of bridges so you don’t have to.',
  ),
  person(
    'Lucía García',
    'f',
    ['es', 'en'],
    'Madrileña en Valencia. Paella de domingo y libros de segunda mano.',
  ),
  person('Mateo Silva', 'm', ['es', 'pt', 'en'], 'Montevideo. Mate, guitarra y río.'),
  person('Nora Berg', 'f', ['en'], 'Marine biologist. Ask me about octopuses.'),
  person('Omar Aziz', 'm', ['en']),
  person('Priya Nair', 'f', ['en'], 'Product designer, amateur baker, professional overthinker.'),
  person(
    'Quentin Dubois',
    'm',
    ['fr', 'en'],
    'Prof de maths à Lyon. Vélo, échecs et mauvais jeux de mots.',
  ),
  person('Rosa Jiménez', 'f', ['es', 'en'], 'Enfermera. Sevilla en el corazón.'),
  person('Sven Larsen', 'm', ['en'], 'Carpenter in Bergen. I make chairs and bad jokes.'),
  person('Tomás Novák', 'm', ['en'], 'Brno. Trams, beer, board games.'),
  person('Uma Patel', 'f', ['en'], 'Pharmacist. Runner. Mum of two loud boys.'),
  person('Victor Hugo Ramos', 'm', ['pt', 'en'], 'Não, não sou o escritor. Sou engenheiro.'),
  person('Wen Li', 'f', ['en']),
  person(
    'Ximena Torres',
    'f',
    ['es', 'en'],
    'Ciudad de México. Ilustradora y amante de los tacos al pastor.',
  ),
  person('Yuki Tanaka', 'f', ['ja', 'en'], '東京のデザイナー。休日は山へ。'),
  person('Zeynep Kaya', 'f', ['tr', 'en'], 'İstanbul. Kitaplar, vapurlar ve çay.'),
  person('Amara Okafor', 'f', ['en'], 'Lawyer by day, choir alto by night.'),
  person('Björn Nilsson', 'm', ['en'], 'Father of three, owner of zero quiet mornings.'),
  person(
    'Camille Laurent',
    'f',
    ['fr', 'en'],
    'Libraire à Nantes. Je lis trop et je dors trop peu.',
  ),
  person('Diego Fernández', 'm', ['es', 'en'], 'Cocinero en Bilbao. Si hay sartén, hay plan.'),
  person('Elif Demir', 'f', ['tr', 'en'], 'Ankara. Yazılımcı, seramik öğrencisi.'),
  person('Finn O’Brien', 'm', ['en'], 'Galway. Fiddle, rain, and more fiddle.'),
  person('Greta Müller', 'f', ['de', 'en'], 'Gärtnerin aus Leidenschaft. Wien.'),
  person('Hiro Yamamoto', 'm', ['ja', 'en'], '大阪のラーメン好き。週末ランナー。'),
  person('Isla MacLeod', 'f', ['en'], 'Edinburgh. Knitting, hill walking, too much tea.'),
  person(
    'Jonas Weber',
    'm',
    ['de', 'en'],
    'Radfahrer, Bäcker aus Hobby, Berliner aus Überzeugung.',
  ),
  person('Kira Ivanova', 'f', ['ru', 'en'], 'Фотограф. Петербург, белые ночи, кофе.'),
  person('Leo Moreau', 'm', ['fr', 'en']),
  person('Mina Park', 'f', ['en'], 'Seoul → Toronto. Illustrator, dumpling enthusiast.'),
  person('Nikos Papadopoulos', 'm', ['en'], 'Thessaloniki. Sea, sun, and spreadsheets.'),
  person('Olga Sokolova', 'f', ['ru', 'en'], 'Учительница музыки. Люблю джаз и дачу.'),
  person('Pablo Ruiz', 'm', ['es', 'en']),
  person('Rania Saleh', 'f', ['en'], 'Architect. Cairo and London, mostly airports.'),
  person('Sara Cohen', 'f', ['en'], 'Paediatric doctor. Collector of children’s drawings.'),
  person('Tariq Khan', 'm', ['en'], 'Cricket, code, and my mum’s biryani.'),
  person('Valentina Bianchi', 'f', ['it', 'en'], 'Milano. Corro, cucino, rido.'),
  person('Will Turner', 'm', ['en']),
  person('Yara Haddad', 'f', ['en'], 'Student. Philosophy and bad coffee.'),
  person('Zoe Clarke', 'f', ['en'], 'Primary school teacher. Glitter is my nemesis.'),
  person('Ada Lovelace', 'f', ['en'], 'Not that one. Data analyst who bakes.'),
];

/** The handle of a name, as the e-mail and username are made of it: 'Lucía García' → lucia.garcia. */
export const handleOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '.');
