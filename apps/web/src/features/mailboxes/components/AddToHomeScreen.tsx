import { useEffect, useState } from 'react';
import { installVariant } from '../mailbox-manifest';

/** Chrome's and Edge's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isStandalone = () =>
  (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * The add-to-home-screen card of SPEC §2: an install button where the browser offers a prompt,
 * Safari's steps on iOS, menu steps on other phones; hidden when already installed.
 */
export function AddToHomeScreen({ mailboxName }: { mailboxName: string }) {
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const variant = installVariant({
    standalone: installed,
    canPrompt: promptEvent !== null,
    userAgent: navigator.userAgent,
  });
  if (variant === 'hidden') return null;

  const install = async () => {
    if (!promptEvent) return;
    await promptEvent.prompt();
    const { outcome } = await promptEvent.userChoice;
    setPromptEvent(null);
    if (outcome === 'accepted') setInstalled(true);
  };

  return (
    <aside className="card add-to-home" aria-labelledby="add-to-home-title" data-variant={variant}>
      <h2 id="add-to-home-title">Add to Home Screen</h2>
      <p className="muted">Snap receipts for {mailboxName} straight from your home screen.</p>
      {variant === 'prompt' && (
        <button type="button" className="button button-primary" onClick={install}>
          Install App
        </button>
      )}
      {variant === 'ios' && (
        <ol className="steps">
          <li>
            Tap the <strong>Share</strong> button in Safari.
          </li>
          <li>
            Choose <strong>Add to Home Screen</strong>.
          </li>
          <li>
            Tap <strong>Add</strong>.
          </li>
        </ol>
      )}
      {variant === 'generic' && (
        <ol className="steps">
          <li>Open your browser's menu.</li>
          <li>
            Choose <strong>Add to Home screen</strong> or <strong>Install app</strong>.
          </li>
          <li>Confirm.</li>
        </ol>
      )}
    </aside>
  );
}
