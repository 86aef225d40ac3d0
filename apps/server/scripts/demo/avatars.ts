import { lorelei, notionists, openPeeps, pixelArt, thumbs } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import type { Gender } from './compose';

/**
 * Drawn portraits for the demo people, from DiceBear styles that ask for no credit: Lorelei,
 * Notionists and Open Peeps are CC0 artwork, Pixel Art and Thumbs DiceBear's own (MIT).
 * Mostly people, now and then a pixel face or a blob, as on a real network; the person's
 * handle is the seed, so each face stays theirs from one run to the next.
 */
const styles = [openPeeps, lorelei, notionists, openPeeps, lorelei, notionists, pixelArt, thumbs];

const backgrounds = [
  'b6e3f4',
  'c0aede',
  'd1d4f9',
  'ffd5dc',
  'ffdfbf',
  'c1f4c5',
  'fde68a',
  'a7f3d0',
];

const words = (list: string) => list.split(' ');

/**
 * Open Peeps draws every kind of head, and most styles may draw a beard: a name's gender
 * picks what readers expect with it, so that no demo profile looks mislabelled.
 */
const noBeard = { beardProbability: 0, facialHairProbability: 0 };
const peepsHeads: Record<Gender, string[]> = {
  f: words(
    'afro bangs bangs2 bantuKnots bun bun2 buns grayBun grayMedium hijab long longAfro ' +
      'longBangs longCurly medium1 medium2 medium3 mediumBangs mediumBangs2 mediumStraight twists2',
  ),
  m: words(
    'cornrows2 dreads1 dreads2 flatTop flatTopLong grayShort hatHip mohawk noHair1 noHair2 ' +
      'pomp shaved1 shaved2 short1 short2 short3 short4 short5 turban',
  ),
};

/** A 400 px PNG: what storeProfilePicture takes from an upload. */
export async function avatarPng(handle: string, gender: Gender, index: number): Promise<Buffer> {
  const style = styles[index % styles.length] as typeof lorelei;
  const options = {
    seed: handle,
    size: 400,
    backgroundColor: backgrounds,
    backgroundType: ['solid'],
    ...(gender === 'f' ? noBeard : {}),
    // Lorelei calls its faces 'head' too: Open Peeps' names only go to Open Peeps.
    ...(style === openPeeps
      ? // Its masks read as a medical mask or a disguise, neither a profile picture.
        { head: peepsHeads[gender], maskProbability: 0 }
      : {}),
  };
  const svg = createAvatar(style, options as Parameters<typeof createAvatar>[1]).toString();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
