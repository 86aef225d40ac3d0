import type { Generated } from 'kysely';

/** A post image: unattached (post_id null) from upload until posted, or deleted after 24 h. */
export interface MediaTable {
  id: string;
  /** Who may attach it; null once the account is gone. Never shown to anyone. */
  uploader_id: string | null;
  post_id: string | null;
  position: Generated<number>;
  width: number;
  height: number;
  alt: Generated<string>;
  /** Storage keys of the stored image and its thumbnail: random, never the uploader or a time. */
  file_key: string;
  thumb_key: string;
  created_at: string;
}
