import type { LanguageTexts } from '../compose';
import { lines } from './lines';

export const it: LanguageTexts = {
  posts: lines(`
    Domenica di pioggia, ragù sul fuoco da stamattina. La casa profuma di nonna.
    Ho finalmente imparato a fare la pasta fresca. Tre ore di lavoro, sette minuti per mangiarla.
    Qualcuno conosce un buon ciclista che ripara bici vecchie a Bologna?
    (f) Tramonto sul lago stasera. Nessuna foto gli rende giustizia, quindi sono rimasta a guardare.
    Primo giorno nel nuovo lavoro. Tutti gentilissimi, non ricordo un solo nome.
    Mio nonno compie 90 anni e ci ha battuti tutti a briscola. 🎂
    Il mio gatto ha deciso che la tastiera è il suo letto. Lavoro dal divano, a quanto pare.
    Oggi ho corso i miei primi dieci chilometri senza fermarmi!
    Il fornaio sotto casa va in pensione. Trent'anni di buongiorno e cornetti caldi. 🥐
    Ho detto di no senza giustificarmi. Una piccola rivoluzione personale.
    Colazione al bar, cappuccino e brioche, due chiacchiere col barista. Così comincia una buona giornata.
    Passeggiata in collina con le amiche. Vento, risate e una focaccia divisa in quattro.
    Ho piantato un limone sul balcone. Fra qualche anno, limoncello per tutti.
    Mia figlia mi ha chiesto se i pesci dormono. Ora vogliamo saperlo tutte e due.
    (f) Un anno fa mi sono trasferita a Torino. Mi perdo ancora, ma la amo già.
    Oggi non è successo niente di speciale ed è stata una giornata bellissima.
    Prima nevicata e i bambini incollati alla finestra. ❄️
    (f) Laureata! Cinque anni, tanti caffè e una famiglia che non ha mai smesso di crederci. 🎓
  `),
  comments: lines(`
    Che bello!
    Complimenti, te lo meriti!
    Mi ci ritrovo completamente.
    Un abbraccio forte.
    Dov'è? Ci voglio andare anch'io.
    La ricetta, ti prego!
    Mi hai fatto sorridere.
    Che orgoglio!
    Verissimo.
    Forza, ce la fai.
    Che storia meravigliosa.
    Adesso ho fame.
    Grazie per averlo condiviso.
    Aspetto la seconda puntata!
  `),
  confessions: lines(`
    (f) Da quando mi sono trasferita mi sento sola. Scriverlo qui aiuta un po'.
    Nessuno a casa sa che ho lasciato l'università. Sto mettendo da parte i soldi per ricominciare.
  `),
  replies: lines(`
    Grazie, mi fa davvero piacere!
    Ahah, è proprio quello che ho pensato anch'io.
    Ti mando la ricetta stasera.
    È vicino alla stazione, non puoi sbagliare.
    La prossima volta vieni con me!
    Hai ragione, continuo così.
    Prometto di raccontarvi tutto.
    È proprio quello che ho detto a mia madre.
    Allora a sabato!
    Mi fa davvero piacere leggerlo.
    Ti racconto com'è andato il secondo tentativo.
  `),
};
