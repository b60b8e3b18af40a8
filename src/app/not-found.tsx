import '@fontsource-variable/inter';
import './globals.css';

/** Paths outside any locale that the proxy did not redirect (rare): a bilingual 404. */
export default function RootNotFound() {
  return (
    <html lang="de">
      <body className="font-sans">
        <main className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h1 className="text-3xl font-bold">404 – Seite nicht gefunden</h1>
          <p className="mt-4" lang="en">404 Not Found</p>
          <p className="mt-8 flex justify-center gap-4">
            <a className="underline" href="/de">Zur Startseite</a>
            <a className="underline" href="/en" lang="en">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
