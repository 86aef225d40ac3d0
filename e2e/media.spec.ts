import { messages } from '@app/contract';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { expect, expectToast, test } from './fixtures';

/** A small picture of one colour, made here rather than kept as a file. */
const picture = async (name: string, colour: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

test('posting two images with alt text, then opening the viewer and moving with the keys', async ({
  signedInPage: page,
}) => {
  const text = `Two pictures ${Date.now().toString(36)}`;
  await page.goto('/create-post');
  await page.getByLabel('Content', { exact: true }).fill(text);
  await page
    .getByLabel('Add images')
    .setInputFiles([
      await picture('sea.png', '#1e6fd9', 640, 480),
      await picture('field.png', '#2f9e44', 480, 640),
    ]);
  const attached = page.getByRole('list', { name: 'Images to post' });
  await expect(attached.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Alt text for image 1').fill('A calm blue sea');
  await page.getByLabel('Alt text for image 2').fill('A green field');
  const post = page.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeEnabled();
  await post.click();
  await expectToast(page, messages.postCreated);
  await expect(page).toHaveURL(/\/posts\/[0-9a-f-]{36}$/);

  const card = page.getByRole('article').filter({ hasText: text });
  const images = card.getByRole('list', { name: 'Images' }).getByRole('img');
  await expect(images).toHaveCount(2);
  await expect(images.first()).toHaveAttribute('alt', 'A calm blue sea');
  await expectNoAxeViolations(page, 'post with images');

  await card.getByRole('button', { name: 'Open image 1 of 2' }).click();
  const viewer = page.getByRole('dialog', { name: 'Image 1 of 2' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'A calm blue sea' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Image 2 of 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A green field' }).last()).toBeVisible();
  await expectNoAxeViolations(page, 'image viewer');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Image 1 of 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});
