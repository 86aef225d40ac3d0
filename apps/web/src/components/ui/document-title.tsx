import { APP_NAME } from './logo';

/** Sets the tab's title; React hoists <title> into the document head. */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>;
}
