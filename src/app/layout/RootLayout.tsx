import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConsentProvider } from '../../features/consent/ConsentProvider.tsx';
import { BookingProvider } from '../../features/booking/BookingProvider.tsx';
import { paths } from '../../config/paths.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { BackToTop } from './BackToTop.tsx';

export function Shell({ children }: { children: React.ReactNode }) {
  return (
    <ConsentProvider cookiesPath={paths.cookies}>
      <BookingProvider simulateurPath={paths.simulateur}>
        <div className="flex min-h-screen flex-col">
          <a
            href="#contenu"
            className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
          >
            Aller au contenu
          </a>
          <Header />
          <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer />
          <BackToTop />
        </div>
      </BookingProvider>
    </ConsentProvider>
  );
}

export function RootLayout() {
  return (
    <Shell>
      {/* Scrolls to the top on each new page and restores the position on back/forward. */}
      <ScrollRestoration />
      <Outlet />
    </Shell>
  );
}
