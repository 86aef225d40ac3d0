import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from './button';
import { Tooltip } from './tooltip';

/**
 * Back to the page this one was opened from, as the browser's Back does (and so to the same
 * place in its list), when that page is the app's; opened from elsewhere (a link in an
 * e-mail, a new tab), to `fallback` instead.
 */
export function BackButton({ fallback, className }: { fallback: string; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router keys the entry the app was opened on 'default': there is nothing of ours
  // behind it. A reload keeps the entry's own key, and what was behind it.
  const cameFromApp = location.key !== 'default';

  return (
    <Tooltip label="Back">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Back"
        className={className}
        onClick={() => void (cameFromApp ? navigate(-1) : navigate(fallback))}
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Button>
    </Tooltip>
  );
}
