import { Outlet, useNavigation } from "react-router-dom";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { IdleLogout } from "@/components/layout/idle-logout";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SecondFactorRedirect } from "@/components/layout/second-factor-redirect";
import { Toaster } from "@/components/toast";
import { VerifyEmailNotice } from "@/components/verify-email-notice";

/** Header and footer wrap every page; toasts, scroll-to-top, the idle watcher and the enrolment redirect live here. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      {navigation.state === "loading" ? <div className="route-progress" aria-hidden="true" /> : null}
      <main id="main" tabIndex={-1}>
        <VerifyEmailNotice />
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <IdleLogout />
      <SecondFactorRedirect />
      <Toaster />
    </div>
  );
}
