import { mediaLimits, mediaMessages, type PostMedia } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureReason } from '@/lib/api-client';
import { uploadMedia } from '../api/upload-media';

/** An image on the post being written: uploading, uploaded, or refused. */
export type Attachment = {
  key: string;
  previewUrl: string;
  alt: string;
  /** From 0 to 1 while uploading. */
  progress: number;
  media?: PostMedia;
  error?: string;
};

export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

let counter = 0;
const fromMedia = (media: PostMedia): Attachment => ({
  key: media._id,
  previewUrl: media.thumbUrl,
  alt: media.alt,
  progress: 1,
  media,
});

/**
 * The images of a post form: each new file is uploaded at once, with its progress, so that
 * posting only names uploaded images. At most four; the server checks everything again.
 */
export function useMediaAttachments(initial: readonly PostMedia[] = []) {
  const [attachments, setAttachments] = useState<Attachment[]>(() => initial.map(fromMedia));
  const [refusal, setRefusal] = useState<string>();
  const objectUrls = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const urls = objectUrls.current;
    const uploads = controllers.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      for (const controller of uploads.values()) controller.abort();
    };
  }, []);

  const update = useCallback((key: string, change: Partial<Attachment>) => {
    setAttachments((list) => list.map((a) => (a.key === key ? { ...a, ...change } : a)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      setRefusal(undefined);
      const room = mediaLimits.perPost - attachments.length;
      if (files.length > room) setRefusal(mediaMessages.mediaTooMany);
      for (const file of files.slice(0, Math.max(room, 0))) {
        if (!acceptedImageTypes.includes(file.type)) {
          setRefusal(mediaMessages.mediaType);
          continue;
        }
        if (file.size > mediaLimits.maxBytes) {
          setRefusal(mediaMessages.mediaTooLarge);
          continue;
        }
        counter += 1;
        const key = `new-${counter}`;
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.add(previewUrl);
        const controller = new AbortController();
        controllers.current.set(key, controller);
        setAttachments((list) => [...list, { key, previewUrl, alt: '', progress: 0 }]);
        uploadMedia(file, (progress) => update(key, { progress }), controller.signal)
          .then((media) => update(key, { media, progress: 1 }))
          .catch((error: unknown) => update(key, { error: failureReason(error) }))
          .finally(() => controllers.current.delete(key));
      }
    },
    [attachments.length, update],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setAttachments((list) => {
      const gone = list.find((a) => a.key === key);
      if (gone && objectUrls.current.delete(gone.previewUrl)) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((a) => a.key !== key);
    });
  }, []);

  const setAlt = useCallback((key: string, alt: string) => update(key, { alt }), [update]);

  return {
    attachments,
    refusal,
    add,
    remove,
    setAlt,
    uploading: attachments.some((a) => !a.media && !a.error),
    /** What the post is sent with: the uploaded images, in order, with their alt text. */
    chosen: attachments.flatMap((a) => (a.media ? [{ _id: a.media._id, alt: a.alt }] : [])),
  };
}

export type MediaAttachments = ReturnType<typeof useMediaAttachments>;
