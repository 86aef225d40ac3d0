import type { Language, LanguageTexts } from '../compose';
import { de } from './de';
import { enCommentEnds, enCommentStarts, enComments, enReplies } from './en-comments';
import { enConfessions } from './en-confessions';
import { enFormats, enTails } from './en-formats';
import { enPosts } from './en-posts';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';

/** Every language the demo people write in; English is where the others fall back to. */
export const demoTexts: Record<Language, LanguageTexts> = {
  en: {
    posts: enPosts,
    confessions: enConfessions,
    comments: enComments,
    replies: enReplies,
    formats: enFormats,
    tails: enTails,
    commentStarts: enCommentStarts,
    commentEnds: enCommentEnds,
  },
  es,
  de,
  fr,
  pt,
  it,
  ja,
  tr,
  ru,
};
