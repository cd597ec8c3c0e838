import { TOAST_SHELL_DURATION_MS } from '@brokerage/shared';
import { Toaster } from 'react-hot-toast';

/** Below the tallest drawer header (title and one line of description). */
const TOAST_TOP_OFFSET_PX = 88;

/**
 * SPEC §2: the shell's toasts sit top-right for 4 s (the library's own default position is top-center).
 * They start below a drawer's header so they never cover its close button.
 */
export const AppToaster = () => (
  <Toaster
    position="top-right"
    containerStyle={{ top: TOAST_TOP_OFFSET_PX }}
    toastOptions={{ duration: TOAST_SHELL_DURATION_MS }}
  />
);
