// Said beside a form whose change waits for the network: it is kept and will be sent when the browser is back online.
export function PendingNotice({ isPaused }: { isPaused: boolean }) {
  if (!isPaused) return null;
  return (
    <p role="status" className="notice notice-pending">
      Offline: pending. It will be sent when you are back online.
    </p>
  );
}
