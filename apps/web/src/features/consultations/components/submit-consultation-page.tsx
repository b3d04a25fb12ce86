import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { POST_SUBMIT_REDIRECT_MS } from '@salahkar/domain/limits';
import { BackLink } from '@/components/layout/back-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { PostConsultationForm } from './post-consultation-form.tsx';

function PostedNotice() {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
      <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
      <p className="text-lg font-semibold">{t('consultations.post.posted')}</p>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('consultations.post.redirecting')}
      </p>
    </div>
  );
}

/** /submit-consultation: the post form on its own page; after posting it returns to / in 1.5 s. */
export function SubmitConsultationPage() {
  const t = useT();
  const navigate = useNavigate();
  const [posted, setPosted] = useState(false);

  useEffect(() => {
    if (!posted) return;
    const timer = setTimeout(() => navigate('/'), POST_SUBMIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [posted, navigate]);

  return (
    <section aria-labelledby="submit-heading" className="mx-auto max-w-3xl space-y-4">
      <BackLink to="/dashboard">{t('consultations.common.backToDashboard')}</BackLink>
      <h1 id="submit-heading" className="text-2xl font-semibold sm:text-3xl">
        {t('consultations.post.title')}
      </h1>
      <p className="text-muted-foreground">{t('consultations.post.pageDescription')}</p>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          {posted ? (
            <PostedNotice />
          ) : (
            <PostConsultationForm onPosted={() => setPosted(true)} onCancel={() => navigate('/')} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
