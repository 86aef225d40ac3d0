import type { LanguageTexts } from '../compose';
import { lines } from './lines';

export const tr: LanguageTexts = {
  posts: lines(`
    Bugün sahilde uzun bir yürüyüş yaptım. Martılar, simit ve çay. Başka bir şey istemiyorum.
    Annemin tarifiyle ilk kez mercimek çorbası yaptım. Neredeyse onunki kadar güzel oldu.
    İstanbul'da yağmur yağınca bütün şehir bir anda sessizleşiyor. ☔️
    Kedim buzdolabını açmayı öğrendi. Evde artık hiçbir şey güvende değil. 🐈
    Bugün ilk kez beş kilometre hiç durmadan koştum!
    Yeni işimde ilk günüm. Herkes çok nazik ama kimsenin adını hatırlamıyorum.
    Mahalledeki fırın kapanıyor. Otuz yıllık poğaça ve günaydınlar için teşekkürler.
    Babaannem seksen yaşında ve hâlâ tavlada hepimizi yeniyor.
    Pazar sabahı, taze ekmek, peynir, zeytin ve hiçbir plan yok. Mükemmel.
    Vapurda güneşin batışını izledim. Bu şehir bazen insanı şaşırtıyor.
    Biri bana Kadıköy'de iyi bir bisiklet tamircisi önerebilir mi?
    Bugün kendime izin verdim: hiçbir şey yapmadım ve çok iyi geldi.
    İlk kez seramik kursuna gittim. Kasem biraz yamuk ama benim.
    Kar yağdı! Çocuklar camdan ayrılmıyor. ❄️
    Sigarayı bırakalı bugün tam bir yıl oldu. Bana sabreden herkese teşekkürler.
    Komşu teyze kapıma bir tabak baklava bıraktı. Bu apartmanı çok seviyorum.
    Kitap kulübümüz beş yaşında. Aynı altı kişi, aynı kötü kurabiyeler. Değiştirmezdim.
    Sonunda balkona domates ve fesleğen diktim. Bakalım ne olacak. 🌱
    Üniversiteden mezun oldum! Dört yıl, bir sürü çay ve hiç vazgeçmeyen bir aile. 🎓
    Otobüsü kaçırdım ama gün doğumunu yakaladım. Adil bir takas.
  `),
  comments: lines(`
    Ne güzel!
    Tebrikler, hak ettin!
    Aynen öyle, ben de öyleyim.
    Kocaman sarılıyorum.
    Burası neresi? Ben de gitmek istiyorum.
    Tarifini alabilir miyim?
    Günümü güzelleştirdin.
    Çok gurur duydum.
    Kendine iyi bak.
    Kahkahalarla güldüm.
    Harika bir hikâye.
    Devamını bekliyorum!
    Tam da ihtiyacım olan şeydi.
    Ellerine sağlık.
  `),
  confessions: lines(`
    Taşındığımdan beri kendimi çok yalnız hissediyorum. Buraya yazmak biraz iyi geldi.
    Ailem hâlâ işimi sevdiğimi sanıyor. Baharda bırakmayı planlıyorum.
  `),
  replies: lines(`
    Çok teşekkür ederim, çok mutlu oldum!
    Aynen, ben de tam bunu düşündüm.
    Tarifi akşam gönderirim.
    İskelenin hemen yanında.
    Bir dahaki sefere beraber gidelim!
    Haklısın, devam edeceğim.
    Söz, anlatacağım.
    Anneme de aynısını söyledim.
    O zaman cumartesi görüşürüz!
    Bunu okumak beni çok mutlu etti.
    İkinci denemenin nasıl geçtiğini anlatırım.
  `),
};
