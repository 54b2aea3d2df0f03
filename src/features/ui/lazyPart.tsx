// A part of a screen whose code loads on demand (a dialog, a menu): React.lazy over one import, plus `preload` so a
// trigger can start the download on pointerenter or focus and the press then opens at once. One promise per part, so
// a preload then a press (or two presses) never load twice. A failed download (offline, say) does not take the screen
// down: the part renders nothing, `onFailed` lets its trigger reset (a dialog's trigger then says so, with
// useLazyDialog's notice), and the next press tries again.
import {
  Component as ReactComponent,
  Suspense,
  lazy,
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export type PartProps<P> = P & {
  /** The part's code could not be loaded: the trigger goes back to closed. */
  onFailed: () => void;
};

export interface LazyPart<P> {
  Component: ComponentType<PartProps<P>>;
  /** Starts the download (idempotent). Never rejects. */
  preload: () => void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      current = make();
      throw error;
    }));
  // React.lazy keeps a failure for good: after one, the next render gets a fresh one.
  const make = () => lazy(() => start().then((component) => ({ default: component })));
  let current = make();
  function Part({ onFailed, ...props }: PartProps<P>) {
    const Loaded = current as unknown as ComponentType<P>;
    return (
      <PartBoundary onError={onFailed}>
        {/* No fallback: while the code arrives the screen stays as it is. */}
        <Suspense fallback={null}>
          <Loaded {...(props as P)} />
        </Suspense>
      </PartBoundary>
    );
  }
  return { Component: Part, preload: () => void start().catch(() => undefined) };
}

/** A lazily loaded dialog's open state, for its trigger. */
export interface LazyDialogState {
  /** After a failed load (offline, say), the alert to render beside the trigger; null otherwise. */
  notice: ReactNode;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** Mounted from the first open on (so a later open and the close animation need no new load), not before. */
  wanted: boolean;
  open: () => void;
  /** For the part's `onFailed`: its code could not be loaded, so the trigger goes back to closed. */
  failed: () => void;
}

export function useLazyDialog(): LazyDialogState {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [failedToLoad, setFailedToLoad] = useState(false);
  return {
    notice: failedToLoad ? (
      <span role="alert" className="field-error part-failed">
        Could not open this dialog. Check your connection, then try again.
      </span>
    ) : null,
    isOpen,
    setOpen,
    wanted,
    open: () => {
      setFailedToLoad(false);
      setWanted(true);
      setOpen(true);
    },
    failed: () => {
      setFailedToLoad(true);
      setWanted(false);
      setOpen(false);
    },
  };
}

export interface LazyDialogButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'onPointerEnter' | 'onFocus'
> {
  dialog: LazyDialogState;
  /** The dialog part's `preload`: the download starts once the pointer or the focus reaches the button. */
  preload: () => void;
}

/**
 * A lazily loaded dialog's trigger: a plain button that opens it on press (and starts its download on pointerenter
 * or focus), followed by the notice of a failed load.
 */
export function LazyDialogButton({ dialog, preload, children, ...button }: LazyDialogButtonProps) {
  return (
    <>
      <button
        type="button"
        aria-expanded={dialog.isOpen}
        {...button}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={dialog.open}
      >
        {children}
      </button>
      {dialog.notice}
    </>
  );
}

class PartBoundary extends ReactComponent<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
