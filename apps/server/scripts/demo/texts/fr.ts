import type { LanguageTexts } from '../compose';
import { lines } from './lines';

export const fr: LanguageTexts = {
  posts: lines(`
    Il pleut sur Paris, parfait pour lire toute la journée sous un plaid.
    Premier croissant de la boulangerie d'en bas depuis mon retour. Rien n'a changé, et c'est tant mieux. 🥐
    Quelqu'un connaît un bon réparateur de vélos du côté de Belleville ?
    Ma fille m'a demandé pourquoi la lune nous suit en voiture. J'ai improvisé, c'était très scientifique.
    Balade au bord de la Loire ce matin. Les hérons étaient là avant moi.
    (f) J'ai enfin osé dire à mon chef que j'étais épuisée. Il m'a écoutée. Comme quoi.
    Le marché du dimanche a les premières fraises. Je n'ai aucune volonté.
    Un an aujourd'hui que j'habite à Lyon. Je me perds encore, mais je l'aime déjà.
    Mon chat a appris à ouvrir les placards. Nous sommes en danger.
    Soirée jeux de société chez des amis. J'ai perdu à tout, j'ai ri tout le temps.
    J'ai raté le bus mais j'ai vu le lever du soleil sur les toits. Échange équitable.
    La voisine du dessus joue du piano tous les soirs à 19 h. Chopin, avec quelques fausses notes.
    Premier bain de mer de l'année ! L'eau était glaciale, j'ai crié, j'y retourne demain. 🌊
    J'ai fait ma première tarte tatin. Elle s'est retournée presque entière. Presque.
    Dans le métro, un inconnu m'a prêté son stylo et on a fini le mot croisé ensemble.
    Aujourd'hui, je n'ai rien fait d'utile et c'était merveilleux.
    Ma grand-mère a 92 ans et elle vient de se mettre aux messages vocaux. Huit minutes sur la météo.
    Petite victoire du jour : j'ai rendu mes livres à la bibliothèque à temps.
    Le brouillard ce matin donnait à toute la ville un air de vieux film.
    (f) Je me suis inscrite à un cours de poterie. Mon premier bol ressemble à un chapeau.
    J'ai décroché le poste ! Je commence en janvier et je n'arrête pas de sourire.
    Les feuilles des platanes tombent et je fais exprès de marcher dedans. 🍂
    Pique-nique improvisé au parc avec les collègues. On devrait faire ça tous les vendredis.
    Mon fils a perdu sa première dent et négocie déjà avec la petite souris.
    Une journée de pluie, une soupe, un vieux film. Le bonheur tient parfois à peu de choses.
    Je relis « Le Petit Prince » et je pleure toujours au même endroit.
    On a fêté les quarante ans de mariage de mes parents. Mon père a fait un discours, ma mère a corrigé.
    Quelqu'un d'autre écrit des listes de choses déjà faites juste pour pouvoir les rayer ?
    (m) Le boulanger m'a offert une chouquette parce que j'avais l'air fatigué. J'adore ce quartier.
    Premier jour de vacances, j'ai déjà oublié quel jour on est.
    Il y a un renard qui traverse notre jardin chaque soir à la même heure. On l'a appelé Monsieur Roux. 🦊
    J'ai couru mes premiers dix kilomètres sans m'arrêter. Mes jambes protestent, mon cœur chante.
  `),
  comments: lines(`
    Trop bien !
    Ça me fait tellement plaisir de lire ça.
    Félicitations, c'est mérité !
    Je me reconnais complètement.
    Je t'envoie plein de courage.
    C'est où ? J'ai trop envie d'y aller.
    Merci pour ce petit moment de douceur.
    J'ai ri tout haut dans le train.
    La recette, s'il te plaît !
    Tellement vrai.
    Prends soin de toi.
    Ça donne envie de sortir marcher.
    Quelle belle histoire.
    Bravo, sincèrement.
    Je garde ça précieusement.
    On veut la suite !
    C'est exactement ce qu'il me fallait aujourd'hui.
    Ça fait envie, je l'avoue.
    Ah, les petits bonheurs.
    Tu écris si bien.
    Quelle bonne nouvelle !
    Ça me rappelle les étés chez ma tante.
    Oh, ça me touche beaucoup.
    Je valide à cent pour cent.
    Magnifique.
  `),
  confessions: lines(`
    Je fais semblant d'aimer mon travail à chaque repas de famille. Je pars au printemps.
    Depuis mon déménagement, la solitude me pèse. L'écrire ici, ça aide un peu.
    Ça fait six mois que je vais chez une psy. J'aurais dû y aller bien avant.
  `),
  replies: lines(`
    Merci, ça me touche vraiment !
    Haha, c'est exactement ce que je me suis dit.
    Je t'envoie la recette ce soir.
    C'est juste à côté de la gare.
    La prochaine fois, tu viens avec moi !
    Tu as bien raison.
    Promis, je vous raconte la suite.
    Ça n'a pas été facile, mais ça valait le coup.
    Oui, carrément !
    Merci de prendre des nouvelles.
    C'est exactement ce que j'ai dit à ma mère.
    À samedi alors !
    Ça me fait vraiment plaisir de te lire.
    Je te dirai comment se passe le deuxième essai.
    Coupable, haha.
  `),
};
