import type { LanguageTexts } from '../compose';
import { lines } from './lines';

export const de: LanguageTexts = {
  posts: lines(`
    Heute endlich den Balkon bepflanzt. Tomaten, Basilikum und viel Hoffnung. 🌱
    Der Zug hatte 40 Minuten Verspätung, aber ich habe ein ganzes Buch fast durch. Es gibt Schlimmeres.
    Erster Schnee in der Stadt und alle Kinder auf dem Schulweg haben die Zunge draußen. ❄️
    Hat jemand einen Tipp für einen guten Fahrradladen in Kreuzberg?
    Sonntagmorgen, frische Brötchen, niemand will etwas von mir. Perfekt.
    Mein Sohn hat heute gelernt, Fahrrad zu fahren. Ich bin stolzer als er.
    Ich habe zum ersten Mal Apfelstrudel nach Omas Rezept gebacken. Er schmeckt fast wie damals.
    Nach drei Jahren Homeoffice wieder im Büro. Die Kaffeemaschine ist immer noch kaputt.
    Heute beim Bäcker: „Wie immer?“ Ich glaube, ich wohne jetzt wirklich hier.
    Die Nachbarin hat mir einen Kuchen vor die Tür gestellt, einfach so. Ich liebe dieses Haus.
    Wanderung auf den Feldberg. Nebel, Wind, Käsebrot. Alles richtig gemacht.
    Warum ist der Montag eigentlich immer so lang?
    Mein Kater hat beschlossen, dass vier Uhr morgens Frühstückszeit ist.
    Heute im Chor zum ersten Mal das Solo gesungen. Die Knie zittern immer noch.
    Endlich den Keller ausgemistet. Gefunden: zwei Fahrradhelme, ein Akkordeon und meine Abiturzeitung.
    Spaziergang an der Elbe bei Sonnenuntergang. Manchmal ist diese Stadt einfach unverschämt schön.
    Ich habe heute Nein gesagt und es hat sich großartig angefühlt.
    Erster Tag im neuen Job. Alle sind nett, ich habe mir keinen einzigen Namen gemerkt.
    Der Weihnachtsmarkt hat eröffnet und ich habe schon zwei Glühwein Vorsprung. 🎄
    Liebe Grüße an den Herrn, der mir heute im Regen seinen Schirm geliehen hat.
    Zum ersten Mal seit Jahren einen Brief mit der Hand geschrieben. Meine Schrift ist furchtbar.
    Der Hund hat im Park ein Eichhörnchen gesehen und mich fast bis nach Potsdam gezogen.
    Heute ist mein Opa 85 geworden und hat uns allen beim Skat das Geld abgenommen.
    Gibt es etwas Schöneres als frisch gewaschene Bettwäsche? Ich glaube nicht.
    Ich lerne seit drei Monaten Spanisch und habe heute zum ersten Mal einen Witz verstanden.
    Regen, Tee, eine Decke und ein Krimi. Der Nachmittag ist gerettet.
    Mein kleiner Bruder hat sein Studium abgeschlossen! Ich könnte platzen vor Stolz.
    Kleine Freude des Tages: Der Bus kam genau in dem Moment, als ich an der Haltestelle war.
    Die Kirschbäume in unserer Straße blühen und alle laufen mit dem Handy in der Hand herum.
    Heute ein Jahr rauchfrei. Danke an alle, die mich ausgehalten haben.
    Wir haben im Garten einen Igel. Er heißt jetzt Herr Stachel und gehört zur Familie. 🦔
    Manchmal ist der beste Plan, gar keinen Plan zu haben.
  `),
  comments: lines(`
    Wie schön ist das denn!
    Herzlichen Glückwunsch, das hast du dir verdient!
    Das kenne ich nur zu gut.
    Danke fürs Teilen, hat meinen Tag besser gemacht.
    Ich musste so lachen, ehrlich.
    Fühl dich gedrückt.
    Wo ist das? Da will ich auch hin.
    Das Rezept bitte, sofort!
    Genau so geht es mir auch gerade.
    Das klingt nach einem perfekten Tag.
    Bleib dran, du schaffst das.
    So etwas liest man viel zu selten.
    Ich bin ein bisschen neidisch, muss ich zugeben.
    Das merke ich mir fürs Wochenende.
    Hach, wie schön.
    Wunderbar geschrieben.
    Da hast du völlig recht.
    Alles Gute dir!
    Dein Hund ist ein Held.
    Das hat mir gerade sehr gutgetan.
    Oh nein, aber auch ein bisschen lustig.
    Mehr davon, bitte.
    Was für eine schöne Geschichte.
    Ich drücke dir die Daumen.
    Stark, einfach stark.
  `),
  confessions: lines(`
    Ich fühle mich seit dem Umzug ziemlich einsam. Es hier aufzuschreiben hilft ein bisschen.
    Niemand auf der Arbeit weiß, dass ich jeden Morgen vor Meetings Panik habe.
    Seit einem halben Jahr in Therapie. Es wird langsam leiser im Kopf.
  `),
  replies: lines(`
    Danke dir, das freut mich riesig!
    Haha, genau das habe ich auch gedacht.
    Das Rezept schicke ich dir gerne.
    Beim nächsten Mal kommst du mit!
    Es ist gleich neben dem Bahnhof.
    Du hast recht, ich bleibe dran.
    Das ist lieb von dir, danke.
    Ich halte euch auf dem Laufenden.
    So ging es mir auch, wirklich.
    Oh ja, unbedingt!
    Das habe ich meiner Mutter auch gesagt.
    Dann bis Samstag!
    Das freut mich wirklich sehr zu lesen.
    Ich erzähle dir, wie der zweite Versuch läuft.
    Erwischt, haha.
  `),
};
